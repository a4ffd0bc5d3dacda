import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../db/client';
import type { PayableContract } from '../payments/payable';
import { PAYABLES } from '../payments/payables';
import {
  appSettings,
  payableReferences,
  paymentOrders,
  paymentTransactions,
  refunds,
} from '../../db/schema/index';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** Money received on an order: the payment that paid it, and any other captured one (a second payment, a wrong amount). */
const RECEIVED = sql`(${paymentTransactions.providerPaymentId} = ${paymentOrders.paidPaymentId} or ${paymentTransactions.status} in ('captured', 'refunded'))`;

/**
 * The orders of one payable record, locked FOR UPDATE (in id order) for the rest of the
 * transaction: two refunds of the same record queue here, so together they never exceed what
 * was paid.
 */
export const lockOrdersOf = (db: Db, kind: PayableKind, refId: string) =>
  db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.kind, kind), eq(paymentOrders.refId, refId)))
    .orderBy(asc(paymentOrders.id))
    .for('update');

export type ReceivedPayment = { orderId: string; providerPaymentId: string; amountPaise: number };

/** Every payment received for one payable record. */
export const receivedPayments = (db: Db, kind: PayableKind, refId: string): Promise<ReceivedPayment[]> =>
  db
    .select({
      orderId: paymentTransactions.orderId,
      providerPaymentId: paymentTransactions.providerPaymentId,
      amountPaise: paymentTransactions.amountPaise,
    })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(and(eq(paymentOrders.kind, kind), eq(paymentOrders.refId, refId), RECEIVED))
    .orderBy(asc(paymentTransactions.createdAt));

export const refundsOf = (db: Db, kind: PayableKind, refId: string): Promise<RefundRow[]> =>
  db
    .select()
    .from(refunds)
    .where(and(eq(refunds.kind, kind), eq(refunds.refId, refId)))
    .orderBy(asc(refunds.createdAt));

/** When the puja, chadhava event or consultation of a record takes place (its contract's eventTime); null for kinds without one. */
export async function eventTimeOf(db: Db, kind: PayableKind, refId: string): Promise<Date | null> {
  const contract: PayableContract = PAYABLES[kind];
  return contract.eventTime ? contract.eventTime(db, refId) : null;
}

// ─── Review queue ───────────────────────────────────────────────────────────

/** The flagged orders, newest first, with the record's reference and the money received on each. */
export async function reviewQueue(db: Db, page: { limit: number; offset: number }) {
  const received = sql<number>`(select coalesce(sum(t.amount_paise), 0)::int from payment_transactions t
    where t.order_id = ${paymentOrders.id}
      and (t.provider_payment_id = ${paymentOrders.paidPaymentId} or t.status in ('captured', 'refunded')))`;
  const [items, [total]] = await Promise.all([
    db
      .select({ order: paymentOrders, reference: payableReferences.reference, receivedPaise: received })
      .from(paymentOrders)
      .leftJoin(
        payableReferences,
        and(eq(payableReferences.kind, paymentOrders.kind), eq(payableReferences.refId, paymentOrders.refId)),
      )
      .where(eq(paymentOrders.needsReview, true))
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(paymentOrders).where(eq(paymentOrders.needsReview, true)),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function lockOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

export async function resolveOrder(
  db: Db,
  id: string,
  r: { action: 'accept' | 'dismiss'; note: string; by: string; at: Date },
): Promise<PaymentOrderRow> {
  const [row] = await db
    .update(paymentOrders)
    .set({
      needsReview: false,
      resolutionAction: r.action,
      resolutionNote: r.note,
      resolvedBy: r.by,
      resolvedAt: r.at,
      updatedAt: r.at,
    })
    .where(eq(paymentOrders.id, id))
    .returning();
  if (!row) throw new Error(`payment order ${id} vanished`);
  return row;
}

// ─── Settings ───────────────────────────────────────────────────────────────

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: unknown, by: string, at: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at, updatedBy: by } });
}

/** Lock a setting's row while it is read and changed (the audit's `before` is the value replaced). */
export async function lockSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .for('update');
  return row?.value;
}
