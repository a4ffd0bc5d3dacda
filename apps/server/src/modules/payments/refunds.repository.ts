import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../db/client';
import {
  chadhavaBookings,
  donations,
  panditBookings,
  paymentOrders,
  paymentTransactions,
  prasadOrders,
  productOrders,
  pujaBookings,
  refunds,
} from '../../db/schema/index';
import type { RefundStatus } from '../../db/schema/refunds';

export type RefundRow = typeof refunds.$inferSelect;

export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [stored] = await db.insert(refunds).values(row).returning();
  if (!stored) throw new Error('refund vanished');
  return stored;
}

/**
 * Inserts a refund first heard of from the provider unless another delivery already did: the
 * stored row (locked), and whether this call inserted it.
 */
export async function insertProviderRefundOnce(
  db: Db,
  row: typeof refunds.$inferInsert & { providerRefundId: string },
): Promise<{ row: RefundRow; inserted: boolean }> {
  const [inserted] = await db
    .insert(refunds)
    .values(row)
    .onConflictDoNothing({ target: refunds.providerRefundId })
    .returning();
  if (inserted) return { row: inserted, inserted: true };
  const [stored] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, row.providerRefundId))
    .for('update');
  if (!stored) throw new Error('refund vanished');
  return { row: stored, inserted: false };
}

/** A refund row locked for the rest of the transaction: by the provider's id, else our own. */
export async function lockRefund(
  db: Db,
  by: { providerRefundId?: string; id?: string },
): Promise<RefundRow | undefined> {
  if (by.providerRefundId) {
    const [row] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, by.providerRefundId))
      .for('update');
    if (row) return row;
  }
  if (!by.id) return undefined;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, by.id)).for('update');
  return row;
}

/** Records the provider's id on our row (only while it has none). */
export async function setProviderRefundId(db: Db, id: string, providerRefundId: string, now: Date): Promise<void> {
  await db
    .update(refunds)
    .set({ providerRefundId, updatedAt: now })
    .where(and(eq(refunds.id, id), isNull(refunds.providerRefundId)));
}

/**
 * A refund's one conditional move (pending → processed | failed, failed → processed: money the
 * provider says it returned is never hidden); answers the row only to the caller that moved it.
 */
export async function transitionRefund(
  db: Db,
  id: string,
  to: Exclude<RefundStatus, 'pending'>,
  now: Date,
): Promise<RefundRow | undefined> {
  const from: RefundStatus[] = to === 'processed' ? ['pending', 'failed'] : ['pending'];
  const [row] = await db
    .update(refunds)
    .set({ status: to, updatedAt: now, ...(to === 'processed' ? { processedAt: now } : {}) })
    .where(and(eq(refunds.id, id), inArray(refunds.status, from)))
    .returning();
  return row;
}

/** The order a provider payment belongs to (a refund heard of from the provider is matched by it). */
export async function orderOfPayment(db: Db, providerPaymentId: string) {
  const [row] = await db
    .select({ order: paymentOrders })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(eq(paymentTransactions.providerPaymentId, providerPaymentId));
  if (row) return row.order;
  // A payment the callback never recorded as a transaction but that paid the order.
  const [paid] = await db.select().from(paymentOrders).where(eq(paymentOrders.paidPaymentId, providerPaymentId));
  return paid;
}

/** The payable tables by kind: who is told of a refund. */
const TABLES = {
  puja_booking: pujaBookings,
  chadhava_booking: chadhavaBookings,
  donation: donations,
  product_order: productOrders,
  pandit_booking: panditBookings,
  prasad_order: prasadOrders,
} as const satisfies Record<PayableKind, unknown>;

export type PayableContact = {
  name: string;
  email: string;
  reference: string;
  amountTotalPaise: number;
  userId: string | null;
  language: 'en' | 'hi';
};

/** The devotee of one payable record (name, e-mail, reference, owner, language), for the refund e-mail. */
export async function payableContact(db: Db, kind: PayableKind, refId: string): Promise<PayableContact | undefined> {
  const t = TABLES[kind];
  const [row] = await db
    .select({
      name: t.donorName,
      email: t.donorEmail,
      reference: t.reference,
      amountTotalPaise: t.amountTotalPaise,
      userId: t.userId,
      language: t.language,
    })
    .from(t)
    .where(eq(t.id, refId));
  return row;
}

/**
 * Claims up to `limit` refunds still pending since `before` (FOR UPDATE SKIP LOCKED: several
 * processes never take the same rows) and pushes their next look-up back by touching them.
 */
export async function claimPendingRefunds(db: Db, before: Date, now: Date, limit: number): Promise<RefundRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lte(refunds.updatedAt, before)))
      .orderBy(asc(refunds.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(refunds)
        .set({ updatedAt: now })
        .where(
          inArray(
            refunds.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
}
