import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type {
  AdminBookingDetailData,
  AdminBookingItem,
  AdminBookingPage,
  AdminPaymentOrder,
} from '@sankalp/shared/api/admin-bookings';
import { PAYABLE_KINDS, type PayableKind } from '@sankalp/shared/api/payments';
import type { StaffRole } from '@sankalp/shared/api/admin';
import { IST_OFFSET_MS } from '@sankalp/shared';
import { toRupees } from '@sankalp/shared/money';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { staffScope } from '../../auth/auth.guards';
import { promiseViewsOf } from '../../fulfilment/promises.views';
import { audit } from '../audit';
import * as repo from './admin-bookings.repository';
import type { BookingFilters, BookingListQuery } from './admin-bookings.schemas';
import { BOOKING_DETAILS } from './booking-details.repository';
import { csvRow, UTF8_BOM } from './csv';
import type { StaffReach } from './payable-projection';
import { paymentHistory } from './payment-history.repository';
import { searchTerm } from './search-term';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** Every staff role reads bookings, each within its reach (payable-projection reachCondition). */
export const BOOKING_ROLES: StaffRole[] = ['admin', 'operator', 'temple_staff', 'pandit'];

export const BOOKING_NOT_FOUND = 'Booking not found';

/** The CSV export's ceiling (rows), and how many it reads per query. */
export const CSV_MAX_ROWS = 10_000;
const CSV_CHUNK = 1_000;

export const reachOf = (req: FastifyRequest): StaffReach => staffScope(req, BOOKING_ROLES);

const toFilter = (reach: StaffReach, f: BookingFilters): repo.ListFilter => ({
  reach,
  kind: f.kind,
  q: f.q ? searchTerm(f.q) : undefined,
  status: f.status,
  from: f.from,
  to: f.to,
  temple: f.temple,
});

export const toItem = (r: repo.BookingRow): AdminBookingItem => ({
  kind: r.kind,
  _id: r.id,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  name: r.name,
  email: r.email,
  phone: r.phone,
  title: r.title,
  temple: r.temple,
  amount: toRupees(r.amountPaise),
  payment_status: r.paymentStatus,
  refunded_amount: toRupees(r.refundedPaise),
});

/** GET /admin/bookings. */
export async function list(ctx: Ctx, reach: StaffReach, q: BookingListQuery): Promise<AdminBookingPage> {
  const { rows, total } = await repo.listBookings(ctx.db, toFilter(reach, q), { limit: q.limit, offset: q.offset });
  return { items: rows.map(toItem), total };
}

/** GET /admin/bookings/{kind}/{id}: 404 for an unknown kind, a malformed or unknown id, or one out of reach. */
export async function detail(
  ctx: Ctx & Pick<AppContext, 'secrets'>,
  reach: StaffReach,
  kind: string,
  id: string,
): Promise<AdminBookingDetailData> {
  if (!(PAYABLE_KINDS as readonly string[]).includes(kind) || !isUuid(id)) throw notFound(BOOKING_NOT_FOUND);
  const k = kind as PayableKind;
  const { rows } = await repo.listBookings(ctx.db, { reach, kind: k, id: id.toLowerCase() }, { limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const [details, history, promises] = await Promise.all([
    BOOKING_DETAILS[k](ctx.db, row.id),
    paymentHistory(ctx.db, k, row.id),
    promiseViewsOf(ctx, k, [row.id]),
  ]);
  const payments: AdminPaymentOrder[] = history.orders.map((o) => ({
    orderId: o.id,
    providerOrderId: o.providerOrderId,
    receipt: o.receipt,
    provider: o.provider,
    status: o.status,
    amount: toRupees(o.amountPaise),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    failedAt: o.failedAt?.toISOString() ?? null,
    expiredAt: o.expiredAt?.toISOString() ?? null,
    needsReview: o.needsReview,
    reason: o.flaggedReason,
    reviewCode: o.reviewCode,
    transactions: history.transactions
      .filter((t) => t.orderId === o.id)
      .map((t) => ({
        id: t.id,
        providerPaymentId: t.providerPaymentId,
        status: t.status,
        amount: toRupees(t.amountPaise),
        source: t.source,
        errorCode: t.errorCode,
        errorDescription: t.errorDescription,
        createdAt: t.createdAt.toISOString(),
      })),
  }));
  return {
    booking: {
      ...toItem(row),
      userId: row.userId,
      paidAt: row.paidAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      paymentId: row.paymentId,
      details,
    },
    payments,
    promises: promises.get(row.id) ?? [],
    refunds: history.refunds.map(({ refund: r, requester }) => ({
      id: r.id,
      amount: toRupees(r.amountPaise),
      status: r.status,
      reason: r.reason,
      providerRefundId: r.providerRefundId,
      createdAt: r.createdAt.toISOString(),
      processedAt: r.processedAt?.toISOString() ?? null,
      requestedBy: requester?.id ? { id: requester.id, name: requester.name ?? '' } : null,
    })),
  };
}

// ─── CSV export ────────────────────────────────────────────────────────────────────────────

const CSV_HEADER = [
  'Kind',
  'Reference',
  'ID',
  'Created (IST)',
  'Name',
  'Email',
  'Phone',
  'Title',
  'Temple',
  'Amount (INR)',
  'Payment status',
  'Refunded (INR)',
];

/** 2026-11-21 14:05:09, in IST (what a spreadsheet shows and sorts as text). */
const istStamp = (d: Date) => new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

const csvLine = (r: repo.BookingRow) =>
  csvRow([
    r.kind,
    r.reference,
    r.id,
    istStamp(r.createdAt),
    r.name,
    r.email,
    r.phone,
    r.title,
    r.temple?.name ?? '',
    toRupees(r.amountPaise),
    r.paymentStatus,
    toRupees(r.refundedPaise),
  ]);

/** What the audit log keeps of an export's filter (dates as the instants they became). */
const filterRecord = (f: BookingFilters) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

/**
 * GET /admin/bookings.csv: the filtered list, newest first, up to CSV_MAX_ROWS rows, read in
 * chunks (keyset on created_at, id) and streamed. The export is audited first: who exported which
 * filter, how many rows of how many.
 */
export async function exportCsv(ctx: Ctx, req: FastifyRequest, reach: StaffReach, f: BookingFilters) {
  const filter = toFilter(reach, f);
  const total = await repo.countBookings(ctx.db, filter);
  const rows = Math.min(total, CSV_MAX_ROWS);
  await audit(ctx, req, {
    action: 'bookings.export',
    object: { type: 'bookings' },
    after: { filter: filterRecord(f), rows, total },
  });
  const db = ctx.db;
  async function* lines() {
    yield UTF8_BOM + csvRow(CSV_HEADER);
    let cursor: repo.Cursor | undefined;
    for (let sent = 0; sent < rows;) {
      const chunk = await repo.bookingsAfter(db, filter, Math.min(CSV_CHUNK, rows - sent), cursor);
      if (chunk.length === 0) return;
      yield chunk.map(csvLine).join('');
      sent += chunk.length;
      cursor = chunk[chunk.length - 1]!.cursor;
    }
  }
  const day = istStamp(ctx.now()).slice(0, 10);
  return { filename: `sankalp-bookings-${day}.csv`, rows, total, body: Readable.from(lines()) };
}
