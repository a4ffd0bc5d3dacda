import { and, asc, count, eq, inArray, isNull, lte, or, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payableReferences, paymentOrders, paymentTransactions, paymentWebhookEvents } from '../../db/schema/index';
import type { PaymentOrderStatus } from '../../db/schema/payments';
import { statusesFrom } from './state-machine';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

// ─── Orders ─────────────────────────────────────────────────────────────────

export async function countOrdersOf(db: Db, kind: string, refId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.kind, kind), eq(paymentOrders.refId, refId)));
  return Number(row?.n ?? 0);
}

export async function insertOrder(db: Db, row: typeof paymentOrders.$inferInsert): Promise<PaymentOrderRow> {
  const [inserted] = await db
    .insert(paymentOrders)
    .values(row)
    .onConflictDoNothing({ target: paymentOrders.receipt })
    .returning();
  if (inserted) return inserted;
  // The receipt was taken: answer the row that holds it (the caller compares it with its own).
  const [stored] = await db.select().from(paymentOrders).where(eq(paymentOrders.receipt, row.receipt));
  if (!stored) throw new Error('payment order vanished');
  return stored;
}

export async function findOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

export async function findOrderByProviderId(db: Db, providerOrderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row;
}

export const listOrdersOf = (db: Db, kind: string, refId: string) =>
  db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.kind, kind), eq(paymentOrders.refId, refId)))
    .orderBy(asc(paymentOrders.createdAt));

/** Stores the provider's order id unless another process already did; the stored row either way. */
export async function setProviderOrderId(
  db: Db,
  id: string,
  providerOrderId: string,
  now: Date,
): Promise<PaymentOrderRow | undefined> {
  const [row] = await db
    .update(paymentOrders)
    .set({ providerOrderId, updatedAt: now })
    .where(and(eq(paymentOrders.id, id), isNull(paymentOrders.providerOrderId)))
    .returning();
  return row ?? findOrder(db, id);
}

/**
 * The conditional UPDATE at the heart of the state machine: moves the order to `to` only from a
 * status the machine allows, and answers the row only to the one caller that moved it.
 */
export async function transition(
  db: Db,
  id: string,
  to: PaymentOrderStatus,
  now: Date,
  extra: Partial<typeof paymentOrders.$inferInsert> = {},
): Promise<PaymentOrderRow | undefined> {
  const stamp =
    to === 'paid' ? { paidAt: now } : to === 'failed' ? { failedAt: now } : to === 'expired' ? { expiredAt: now } : {};
  const [row] = await db
    .update(paymentOrders)
    .set({ ...extra, ...stamp, status: to, updatedAt: now })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, statusesFrom(to))))
    .returning();
  return row;
}

/**
 * Marks an order for review, keeping earlier reasons (a reason already there is not repeated). A
 * reason a person already resolved (the reconciler reporting the same payment again) does not
 * flag the order again; a new one does.
 */
export async function flagOrder(db: Db, id: string, reason: string, now: Date, reviewCode?: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({
      needsReview: sql`case
        when ${paymentOrders.resolvedAt} is not null and position(${reason} in coalesce(${paymentOrders.flaggedReason}, '')) > 0
        then ${paymentOrders.needsReview} else true end`,
      ...(reviewCode ? { reviewCode } : {}),
      updatedAt: now,
      flaggedReason: sql`case
        when ${paymentOrders.flaggedReason} is null then ${reason}
        when position(${reason} in ${paymentOrders.flaggedReason}) > 0 then ${paymentOrders.flaggedReason}
        else ${paymentOrders.flaggedReason} || '; ' || ${reason} end`,
    })
    .where(eq(paymentOrders.id, id));
}

/**
 * Claims up to `limit` orders due for a provider look-up (FOR UPDATE SKIP LOCKED, so several
 * processes never take the same rows) and pushes their next look-up back. Due: pending orders
 * older than `settleAfter` (all of them once past `expireBefore`, whatever their back-off), and
 * failed ones younger than `expireBefore` (a later attempt may still succeed).
 */
export async function claimDueOrders(
  db: Db,
  opts: {
    now: Date;
    settleBefore: Date;
    expireBefore: Date;
    provider: string;
    limit: number;
    nextCheck: (checks: number) => Date;
  },
): Promise<PaymentOrderRow[]> {
  return db.transaction(async (tx) => {
    const due: SQL | undefined = or(
      and(
        eq(paymentOrders.status, 'pending'),
        lte(paymentOrders.createdAt, opts.settleBefore),
        or(
          isNull(paymentOrders.nextCheckAt),
          lte(paymentOrders.nextCheckAt, opts.now),
          lte(paymentOrders.createdAt, opts.expireBefore),
        ),
      ),
      and(
        eq(paymentOrders.status, 'failed'),
        lte(paymentOrders.createdAt, opts.settleBefore),
        gt(paymentOrders.createdAt, opts.expireBefore),
        or(isNull(paymentOrders.nextCheckAt), lte(paymentOrders.nextCheckAt, opts.now)),
      ),
    );
    const rows = await tx
      .select()
      .from(paymentOrders)
      .where(and(due, eq(paymentOrders.needsReview, false), eq(paymentOrders.provider, opts.provider)))
      .orderBy(sql`${paymentOrders.nextCheckAt} asc nulls first`, asc(paymentOrders.createdAt))
      .limit(opts.limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(paymentOrders)
        .set({ checks: row.checks + 1, nextCheckAt: opts.nextCheck(row.checks + 1) })
        .where(eq(paymentOrders.id, row.id));
    }
    return rows;
  });
}

// ─── Provider payments ──────────────────────────────────────────────────────

/** Status precedence: a payment only moves forward (created < failed < authorized < captured < refunded). */
const rank = (status: SQL) =>
  sql`coalesce(array_position(array['created','failed','authorized','captured','refunded']::text[], ${status}), 0)`;

/** Records a provider payment once (unique provider payment id); a later report only moves its status forward. */
export async function upsertTransaction(
  db: Db,
  row: typeof paymentTransactions.$inferInsert,
): Promise<PaymentTransactionRow> {
  const [stored] = await db
    .insert(paymentTransactions)
    .values(row)
    .onConflictDoUpdate({
      target: paymentTransactions.providerPaymentId,
      set: {
        status: sql`case when ${rank(sql.raw('excluded.status'))} > ${rank(sql`${paymentTransactions.status}`)}
          then excluded.status else ${paymentTransactions.status} end`,
        errorCode: sql`coalesce(excluded.error_code, ${paymentTransactions.errorCode})`,
        errorDescription: sql`coalesce(excluded.error_description, ${paymentTransactions.errorDescription})`,
        updatedAt: row.updatedAt,
      },
    })
    .returning();
  if (!stored) throw new Error('payment transaction vanished');
  return stored;
}

// ─── Webhook events ─────────────────────────────────────────────────────────

/** Records a webhook event id; false when it was already processed (the replay changes nothing). */
export async function recordWebhookEvent(db: Db, row: typeof paymentWebhookEvents.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.eventId });
  return inserted.length === 1;
}

// ─── Human references ───────────────────────────────────────────────────────

/** Claims a reference for a payable thing; false when another thing holds it already. */
export async function claimReference(db: Db, row: typeof payableReferences.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(payableReferences)
    .values(row)
    .onConflictDoNothing()
    .returning({ r: payableReferences.reference });
  return rows.length === 1;
}

export async function findReference(db: Db, reference: string) {
  const [row] = await db.select().from(payableReferences).where(eq(payableReferences.reference, reference));
  return row;
}
