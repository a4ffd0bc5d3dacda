import { and, asc, count, eq, inArray, isNull, lte, or, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows, tableRowOf } from '../../db/raw-rows';
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
  const [row] = await transitionStatement(db, id, to, now, extra);
  return row;
}

function transitionStatement(
  db: Db,
  id: string,
  to: PaymentOrderStatus,
  now: Date,
  extra: Partial<typeof paymentOrders.$inferInsert> = {},
  when?: SQL,
) {
  const stamp =
    to === 'paid' ? { paidAt: now } : to === 'failed' ? { failedAt: now } : to === 'expired' ? { expiredAt: now } : {};
  return db
    .update(paymentOrders)
    .set({ ...extra, ...stamp, status: to, updatedAt: now })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, statusesFrom(to)), when))
    .returning();
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

/** What a second report of a provider payment changes: its status only forward, its error once known. */
const reportAgain = {
  status: sql`case when ${rank(sql.raw('excluded.status'))} > ${rank(sql`${paymentTransactions.status}`)}
          then excluded.status else ${paymentTransactions.status} end`,
  errorCode: sql`coalesce(excluded.error_code, ${paymentTransactions.errorCode})`,
  errorDescription: sql`coalesce(excluded.error_description, ${paymentTransactions.errorDescription})`,
};

/** What a provider says of one payment: the fields of its payment_transactions row but the order's. */
export type PaymentReport = {
  providerPaymentId: string;
  status: string;
  amountPaise: number;
  currency: string;
  errorCode: string | null;
  errorDescription: string | null;
  source: string;
};

/**
 * upsertTransaction as a CTE's statement (reportPayment, settleRepeat): the row of `report` for the
 * order `orderId` (a column or a value of the statement's `from`, filtered by `where`), or its
 * status moved forward when the payment is known.
 */
function upsertTransactionSql(orderId: SQL, report: PaymentReport, at: SQL, from: SQL): SQL {
  return sql`insert into ${paymentTransactions} (order_id, provider_payment_id, status, amount_paise, currency, error_code, error_description, source, created_at, updated_at)
      select ${orderId}, ${report.providerPaymentId}, ${report.status}, ${report.amountPaise}::int, ${report.currency},
        ${report.errorCode}::text, ${report.errorDescription}::text, ${report.source}, ${at}, ${at}
      ${from}
      on conflict (provider_payment_id) do update set status = ${reportAgain.status},
        error_code = ${reportAgain.errorCode}, error_description = ${reportAgain.errorDescription}, updated_at = ${at}`;
}

/** recordWebhookEvent as a CTE's statement: the event once (a replay inserts nothing), for the rows of `from`. */
function recordEventSql(event: { id: string; name: string }, providerOrderId: SQL, paymentId: string, at: SQL, from: SQL): SQL {
  return sql`insert into ${paymentWebhookEvents} (event_id, event, provider_order_id, provider_payment_id, received_at)
          select ${event.id}, ${event.name}, ${providerOrderId}, ${paymentId}, ${at} ${from}
          on conflict do nothing returning event_id`;
}

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
      set: { ...reportAgain, updatedAt: row.updatedAt },
    })
    .returning();
  if (!stored) throw new Error('payment transaction vanished');
  return stored;
}

/**
 * The settling transaction's first writes in ONE statement (issue 16), each as its own function
 * would make it: the webhook `event` recorded (recordWebhookEvent; a replay writes nothing more and
 * answers `fresh` false), the payment's report (upsertTransaction) and, with `transition`, the
 * order's conditional status UPDATE (transition: `won` only for the one caller that moved it).
 */
export async function reportPayment(
  db: Db,
  order: { id: string; providerOrderId: string | null },
  report: PaymentReport,
  now: Date,
  event: { id: string; name: string } | undefined,
  transition: { to: PaymentOrderStatus; extra?: Partial<typeof paymentOrders.$inferInsert> } | undefined,
): Promise<{ fresh: boolean; payment?: PaymentTransactionRow; won?: PaymentOrderRow }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const fresh = sql`exists (select 1 from ev)`;
  const [r] = await rawRows(
    db,
    sql`with ev as (${event ? recordEventSql(event, sql`${order.providerOrderId}`, report.providerPaymentId, at, sql``) : sql`select 1`}),
    t as (${upsertTransactionSql(sql`${order.id}::uuid`, report, at, sql`where ${fresh}`)} returning *)${
      transition ? sql`, o as ${transitionStatement(db, order.id, transition.to, now, transition.extra, fresh)}` : sql``
    }
    select ${fresh} as fresh__, (select row_to_json(t) from t) as payment__, ${
      transition ? sql`(select row_to_json(o) from o)` : sql`null::json`
    } as won__`,
  );
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown> | null));
  const payment = json(r?.payment__);
  const won = json(r?.won__);
  return {
    fresh: r?.fresh__ === true,
    ...(payment ? { payment: tableRowOf(paymentTransactions, payment) } : {}),
    ...(won ? { won: tableRowOf(paymentOrders, won) } : {}),
  };
}

/**
 * A payment reported again after it paid its order (the webhooks after the verify call, the verify
 * after a webhook; issue 16), settled in ONE statement, no transaction: nothing can change (paid is
 * final), so only the webhook event (a replay changes nothing) and the report of the payment
 * (upsertTransaction's, status only forward) are written, and only while the order is paid by this
 * very payment with its amount and currency. The order is `{ id }` (our row) or
 * `{ providerOrderId }` (a webhook; its read is this statement). Answers the order as it stands
 * (undefined when there is none), whether this was such a repeat, and if so whether the event was
 * fresh (false: a replay, nothing written). Anything else is left to the settling transaction.
 */
export async function settleRepeat(
  db: Db,
  order: { id: string } | { providerOrderId: string },
  report: PaymentReport,
  /** A success (captured, or authorized with the checkout signature): only one can be a repeat. */
  success: boolean,
  now: Date,
  event?: { id: string; name: string },
): Promise<{ order: PaymentOrderRow; repeat: boolean; fresh: boolean } | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rawRows(
    db,
    sql`with o as (select * from ${paymentOrders} where ${
      'id' in order ? sql`id = ${order.id}::uuid` : sql`provider_order_id = ${order.providerOrderId}`
    }),
    settled as (select o.id, o.provider_order_id from o
      where ${success} and o.status = 'paid' and o.paid_payment_id = ${report.providerPaymentId}
        and o.amount_paise = ${report.amountPaise}::int and o.currency = ${report.currency}),
    ev as (${
      event
        ? recordEventSql(event, sql`settled.provider_order_id`, report.providerPaymentId, at, sql`from settled`)
        : sql`select 1 from settled`
    }),
    tx as (${upsertTransactionSql(sql`settled.id`, report, at, sql`from settled where exists (select 1 from ev)`)} returning 1)
    select o.*, exists (select 1 from settled) as repeat__, exists (select 1 from ev) as fresh__ from o`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return { order: tableRowOf(paymentOrders, row), repeat: row.repeat__ === true, fresh: row.fresh__ === true };
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
