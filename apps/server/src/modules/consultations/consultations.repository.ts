import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { occupying, panditBookings, pandits } from '../../db/schema/index';
import type { PayableStatus } from '../../db/schema/payable-columns';
import { isUuid } from '../../lib/ids';
import type { PayableOwner } from '../payments/payable';
import { refundState, type OrderState, type Refusal } from '../payments/payable-rows';

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

export async function findBooking(db: Db, id: string): Promise<PanditBookingRow | undefined> {
  const [row] = await db.select().from(panditBookings).where(eq(panditBookings.id, id));
  return row;
}

/**
 * The first step of a fulfilment: the booking `order` pays, locked, or why the order cannot pay
 * it (gone, already paid, or no longer its order).
 */
export async function lockPayable(
  db: Db,
  order: { id: string; refId: string },
): Promise<{ row: PanditBookingRow } | Refusal> {
  const [row] = await db.select().from(panditBookings).where(eq(panditBookings.id, order.refId)).for('update');
  if (!row) return { review: `pandit booking ${order.refId} not found`, code: 'conflict' };
  if (row.paymentStatus === 'completed')
    return { review: `pandit booking already paid by payment ${row.paymentId}`, code: 'already_paid' };
  if (row.paymentOrderId !== order.id)
    return { review: 'order replaced: this order no longer pays the pandit booking', code: 'order_replaced' };
  return { row };
}

/** pending | failed | expired → completed while `orderId` is still the booking's order; a miss throws. */
export async function markPaid(db: Db, id: string, orderId: string, paymentId: string, now: Date): Promise<void> {
  const changed = await db
    .update(panditBookings)
    .set({ paymentStatus: 'completed', paymentId, paidAt: now, updatedAt: now })
    .where(
      and(
        eq(panditBookings.id, id),
        eq(panditBookings.paymentOrderId, orderId),
        ne(panditBookings.paymentStatus, 'completed'),
      ),
    )
    .returning({ id: panditBookings.id });
  if (changed.length !== 1) throw new Error(`pandit booking ${id} changed under its row lock`);
}

/** Mirrors a failed or expired order (never over a completed booking): its held time is released. */
export async function markUnpaid(db: Db, id: string, orderId: string, status: 'failed' | 'expired', now: Date) {
  const from: PayableStatus[] = status === 'failed' ? ['pending'] : ['pending', 'failed'];
  await db
    .update(panditBookings)
    .set({ paymentStatus: status, updatedAt: now })
    .where(
      and(
        eq(panditBookings.id, id),
        eq(panditBookings.paymentOrderId, orderId),
        inArray(panditBookings.paymentStatus, from),
      ),
    );
}

export async function findOwner(db: Db, id: string): Promise<PayableOwner | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ userId: panditBookings.userId, accessKey: panditBookings.accessKey })
    .from(panditBookings)
    .where(eq(panditBookings.id, id.toLowerCase()));
  return row;
}

const validIds = (ids: string[]) => [...new Set(ids.map((i) => i.toLowerCase()).filter(isUuid))];

export async function idsBelongingTo(db: Db, userId: string, email: string, ids: string[]): Promise<string[]> {
  const valid = validIds(ids);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: panditBookings.id })
    .from(panditBookings)
    .where(
      and(
        inArray(panditBookings.id, valid),
        or(
          eq(panditBookings.userId, userId),
          and(isNull(panditBookings.userId), eq(panditBookings.donorEmail, email.toLowerCase())),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

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
