import { LOW_STOCK_THRESHOLD, type AdminDashboard, type AdminKindTotals } from '@sankalp/shared/api/admin-bookings';
import { PAYABLE_KINDS, type PayableKind } from '@sankalp/shared/api/payments';
import { istDayNumber, istDayStart } from '@sankalp/shared';
import { toRupees } from '@sankalp/shared/money';
import type { AppContext } from '../../../context';
import type { StaffReach } from '../bookings/payable-projection';
import { promisesOnTime } from '../../fulfilment/on-time.repository';
import * as repo from './dashboard.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

const DAY_MS = 86_400_000;
const UPCOMING_DAYS = 7;
const LIST_LIMIT = 50;

/**
 * Today and this week as IST instants: [todayStart, todayStart + 1 day) and the Monday-to-Sunday
 * week holding today. Day 0 (1970-01-01) was a Thursday, so day d's weekday from Monday is (d + 3) mod 7.
 */
export function istPeriods(now: Date) {
  const day = istDayNumber(now.getTime());
  const monday = day - ((day + 3) % 7);
  return {
    todayStart: new Date(istDayStart(day)),
    weekStart: new Date(istDayStart(monday)),
    weekEnd: new Date(istDayStart(monday + 7)),
  };
}

const zeroTotals = () =>
  Object.fromEntries(PAYABLE_KINDS.map((k) => [k, { count: 0, revenue: 0 }])) as Record<PayableKind, AdminKindTotals>;

/**
 * GET /admin/dashboard. Scoped like the bookings list: temple staff count only their temples' puja
 * and chadhava bookings, pandits only their consultations; the review queue and stock are for the
 * roles that handle them (admin, operator), null and empty for the others.
 */
export async function dashboard(ctx: Ctx, reach: StaffReach): Promise<AdminDashboard> {
  const now = ctx.now();
  const p = istPeriods(now);
  const [totals, review, coming, stock, onTime] = await Promise.all([
    repo.paidTotals(ctx.db, reach, { weekStart: p.weekStart, todayStart: p.todayStart, end: p.weekEnd }),
    reach.everything ? repo.reviewQueue(ctx.db) : Promise.resolve(null),
    repo.upcoming(
      ctx.db,
      reach,
      { now, dayStart: p.todayStart, until: new Date(now.getTime() + UPCOMING_DAYS * DAY_MS) },
      LIST_LIMIT,
    ),
    reach.everything ? repo.lowStock(ctx.db, LOW_STOCK_THRESHOLD, LIST_LIMIT) : Promise.resolve([]),
    promisesOnTime(ctx.db, reach, now),
  ]);
  const today = zeroTotals();
  const week = zeroTotals();
  for (const t of totals) {
    today[t.kind] = { count: t.todayCount, revenue: toRupees(t.todayPaise) };
    week[t.kind] = { count: t.weekCount, revenue: toRupees(t.weekPaise) };
  }
  return {
    today,
    week,
    reviewQueue: review,
    upcoming: coming.map((u) => ({
      kind: u.kind,
      id: u.id,
      title: u.title,
      temple: u.templeId ? { id: u.templeId, name: u.templeName ?? '' } : null,
      at: u.at.toISOString(),
      endsAt: u.endsAt?.toISOString() ?? null,
      // Started and not over (the list holds nothing that is over): a running multi-day anushthan.
      running: u.at.getTime() <= now.getTime(),
      participants: u.participants,
    })),
    lowStock: stock.map((s) => ({
      productId: s.productId,
      title: s.title,
      variant: [s.size, s.color].filter(Boolean).join(' / '),
      stock: s.stock,
    })),
    promisesOnTime: onTime,
  };
}
