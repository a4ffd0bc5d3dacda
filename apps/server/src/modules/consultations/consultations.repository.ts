import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { occupying, panditBookings, pandits } from '../../db/schema/index';
import { isUuid } from '../../lib/ids';
import { payableRecords, refundState, validIds, type OrderState } from '../payments/payable-rows';

export type PanditRow = typeof pandits.$inferSelect;
export type PanditBookingRow = typeof panditBookings.$inferSelect;
export type PanditBookingInsert = typeof panditBookings.$inferInsert;

// ─── Pandits (fee, services and hours come from here, never from the client) ─

/** A published pandit (an unpublished profile takes no bookings and shows no free times). */
export async function findPandit(db: Db, id: string): Promise<PanditRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(pandits)
    .where(and(eq(pandits.id, id.toLowerCase()), eq(pandits.published, true)));
  return row;
}

/** The pandit row locked for the rest of the transaction: every decision about a pandit's time queues here. */
export async function lockPandit(db: Db, id: string): Promise<PanditRow | undefined> {
  const [row] = await db.select().from(pandits).where(eq(pandits.id, id)).for('update');
  return row;
}

/** The pandit's bookings that occupy any of [from, to) at `now` (paid, or held and not lapsed). */
export function occupyingBetween(db: Db, panditId: string, from: Date, to: Date, now: Date, exceptId?: string) {
  return db
    .select({ id: panditBookings.id, startsAt: panditBookings.startsAt, endsAt: panditBookings.endsAt })
    .from(panditBookings)
    .where(
      and(
        eq(panditBookings.panditId, panditId),
        lt(panditBookings.startsAt, to),
        gt(panditBookings.endsAt, from),
        occupying(now),
        exceptId ? ne(panditBookings.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(panditBookings.startsAt));
}

// ─── Bookings: the payable rows (decision 007) ──────────────────────────────

export async function insertBooking(db: Db, row: PanditBookingInsert): Promise<void> {
  await db.insert(panditBookings).values(row);
}

const rows = payableRecords('pandit_booking', panditBookings);

export const findBooking = rows.find;
/** The first step of a fulfilment: the booking `order` pays, locked, or why the order cannot pay it. */
export const lockPayable = rows.lockPayable;
/** pending | failed | expired → completed while `orderId` is still the booking's order; a miss throws. */
export const markPaid = rows.markPaid;
/** Mirrors a failed or expired order (never over a completed booking): its held time is released. */
export const markUnpaid = rows.markUnpaid;
export const findOwner = rows.findOwner;
export const idsBelongingTo = rows.idsBelongingTo;

// ─── Everything a view, card or e-mail needs, in one query ──────────────────

export type PanditBundle = OrderState & { booking: PanditBookingRow; pandit: PanditRow };

export async function loadBundles(db: Db, ids: string[]): Promise<PanditBundle[]> {
  const valid = validIds(ids);
  if (valid.length === 0) return [];
  const rows = await db
    .select({
      booking: panditBookings,
      pandit: pandits,
      providerOrderId: sql<
        string | null
      >`(select po.provider_order_id from payment_orders po where po.id = ${panditBookings.paymentOrderId})`,
      needsReview: sql<boolean>`exists (select 1 from payment_orders po where po.kind = 'pandit_booking' and po.ref_id = ${panditBookings.id} and po.needs_review)`,
      ...refundState('pandit_booking', sql`${panditBookings.id}`),
    })
    .from(panditBookings)
    .innerJoin(pandits, eq(pandits.id, panditBookings.panditId))
    .where(inArray(panditBookings.id, valid));
  return rows.map((r) => ({
    ...r,
    providerOrderId: r.providerOrderId ?? null,
    needsReview: Boolean(r.needsReview),
    refundedPaise: Number(r.refundedPaise ?? 0),
    receivedPaise: Number(r.receivedPaise ?? 0),
  }));
}
