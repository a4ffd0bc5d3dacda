/**
 * The console dashboard's figures in four queries: paid totals per kind (one UNION ALL over the
 * payable projections, on the paid_at indexes), the review queue (payment_orders_review_idx),
 * the coming week's pujas, events and consultations with their paid participants, and low stock.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAYABLE_KINDS, type PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../../db/client';
import {
  chadhavaBookings,
  chadhavaEvents,
  panditBookings,
  productStock,
  products,
  pujaBookings,
  pujas,
  temples,
} from '../../../db/schema/index';
import { PROJECTIONS, reachCondition, type StaffReach } from '../bookings/payable-projection';
import { sqlRows } from '../bookings/sql-rows';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const n = (v: unknown) => Number(v ?? 0);

export type KindTotals = {
  kind: PayableKind;
  todayCount: number;
  todayPaise: number;
  weekCount: number;
  weekPaise: number;
};

/** Paid records of each reachable kind paid since `weekStart` (and since `todayStart`), before `end`. */
export async function paidTotals(
  db: Db,
  reach: StaffReach,
  w: { weekStart: Date; todayStart: Date; end: Date },
): Promise<KindTotals[]> {
  const branches = PAYABLE_KINDS.flatMap((kind) => {
    const p = PROJECTIONS[kind];
    const t = p.table;
    const limit = reachCondition(p, reach);
    if (limit === null) return [];
    const today = sql`${t.paidAt} >= ${ts(w.todayStart)}`;
    return [
      sql`select ${kind}::text as kind,
          count(*) filter (where ${today}) as today_count,
          coalesce(sum(${t.amountTotalPaise}) filter (where ${today}), 0) as today_paise,
          count(*) as week_count, coalesce(sum(${t.amountTotalPaise}), 0) as week_paise
        from ${p.from}
        where ${t.paidAt} >= ${ts(w.weekStart)} and ${t.paidAt} < ${ts(w.end)} and ${t.paymentStatus} = 'completed'
          ${limit ? sql`and ${limit}` : sql``}`,
    ];
  });
  if (branches.length === 0) return [];
  const rows = await sqlRows(db, sql.join(branches, sql` union all `));
  return rows.map((r) => ({
    kind: r.kind as PayableKind,
    todayCount: n(r.today_count),
    todayPaise: n(r.today_paise),
    weekCount: n(r.week_count),
    weekPaise: n(r.week_paise),
  }));
}

/** Payment orders waiting for a person. */
export async function reviewQueue(db: Db): Promise<number> {
  const rows = await sqlRows(db, sql`select count(*) as n from payment_orders where needs_review`);
  return n(rows[0]?.n);
}

export type UpcomingRow = {
  kind: 'puja' | 'event' | 'consultation';
  id: string;
  title: string;
  templeId: string | null;
  templeName: string | null;
  at: Date;
  /** When it is over (a puja's end, a consultation's); null for a chadhava event (a day). */
  endsAt: Date | null;
  participants: number;
};

const inList = (ids: string[]) =>
  sql.join(
    ids.map((i) => sql`${i}::uuid`),
    sql`, `,
  );

/**
 * What takes place in [from, until): pujas not yet over (a multi-day one already running too), active chadhava events, and (for pandits)
 * their paid consultations, each with its paid bookings; temple staff see their temples' only.
 */
export async function upcoming(
  db: Db,
  reach: StaffReach,
  w: { now: Date; dayStart: Date; until: Date },
  limit: number,
): Promise<UpcomingRow[]> {
  const temple = (col: SQL | AnyPgColumn) =>
    reach.everything ? sql`` : sql`and ${col} in (${inList(reach.templeIds)})`;
  const parts: SQL[] = [];
  if (reach.everything || reach.templeIds.length > 0) {
    parts.push(sql`select 'puja' as kind, ${pujas.id} as id, ${pujas.title} as title, ${temples.id} as temple_id,
        ${temples.name} as temple_name, ${pujas.startTime} as at, ${pujas.endTime} as ends_at,
        (select count(*) from ${pujaBookings} where ${pujaBookings.pujaId} = ${pujas.id} and ${pujaBookings.paymentStatus} = 'completed') as participants
      from ${pujas} join ${temples} on ${temples.id} = ${pujas.templeId}
      where ${pujas.endTime} > ${ts(w.now)} and ${pujas.startTime} < ${ts(w.until)} ${temple(pujas.templeId)}`);
    // An event is a day: today's stays listed until the day ends.
    parts.push(sql`select 'event' as kind, ${chadhavaEvents.id} as id, ${chadhavaEvents.name} as title, ${temples.id} as temple_id,
        ${temples.name} as temple_name, ${chadhavaEvents.date} as at, null::timestamptz as ends_at,
        (select count(*) from ${chadhavaBookings} where ${chadhavaBookings.eventId} = ${chadhavaEvents.id} and ${chadhavaBookings.paymentStatus} = 'completed') as participants
      from ${chadhavaEvents} join ${temples} on ${temples.id} = ${chadhavaEvents.templeId}
      where ${chadhavaEvents.isActive} and ${chadhavaEvents.date} >= ${ts(w.dayStart)} and ${chadhavaEvents.date} < ${ts(w.until)}
        ${temple(chadhavaEvents.templeId)}`);
  }
  if (reach.panditIds.length > 0) {
    parts.push(sql`select 'consultation' as kind, ${panditBookings.id} as id,
        ${panditBookings.serviceType} || ' consultation · ' || ${panditBookings.donorName} as title, null::uuid as temple_id,
        null::text as temple_name, ${panditBookings.startsAt} as at, ${panditBookings.endsAt} as ends_at,
        1::bigint as participants
      from ${panditBookings}
      where ${panditBookings.panditId} in (${inList(reach.panditIds)}) and ${panditBookings.paymentStatus} = 'completed'
        and ${panditBookings.endsAt} > ${ts(w.now)} and ${panditBookings.startsAt} < ${ts(w.until)}`);
  }
  if (parts.length === 0) return [];
  const rows = await sqlRows(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) u order by u.at, u.id limit ${limit}`,
  );
  return rows.map((r) => ({
    kind: r.kind as UpcomingRow['kind'],
    id: r.id as string,
    title: r.title as string,
    templeId: (r.temple_id as string | null) ?? null,
    templeName: (r.temple_name as string | null) ?? null,
    at: new Date(r.at as string | Date),
    endsAt: r.ends_at ? new Date(r.ends_at as string | Date) : null,
    participants: n(r.participants),
  }));
}

/** Product variants with `threshold` or fewer on the shelf (made-to-order variants have no count). */
export async function lowStock(db: Db, threshold: number, limit: number) {
  const rows = await sqlRows(
    db,
    sql`select ${products.id} as product_id, ${products.name} as title, ${productStock.size} as size,
        ${productStock.color} as color, ${productStock.onHand} as stock
      from ${productStock} join ${products} on ${products.id} = ${productStock.productId}
      where ${productStock.onHand} is not null and ${productStock.onHand} <= ${threshold}
      order by ${productStock.onHand}, ${products.name}, ${productStock.size}, ${productStock.color} limit ${limit}`,
  );
  return rows.map((r) => ({
    productId: r.product_id as string,
    title: r.title as string,
    size: r.size as string,
    color: r.color as string,
    stock: n(r.stock),
  }));
}
