import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// The payment core (modules/payments). Amounts are integer paise (ARCHITECTURE principle 1).
// Every timestamp is written from the app's clock (ctx.now()), so tests can move time.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One provider order per payable thing and amount. `kind` + `ref_id` name the payable thing
 * (a puja booking today; chadhava bookings, donations, product orders, pandit bookings later).
 * `receipt` is ours, unique, ≤ 40 characters: a retried create finds this row instead of
 * creating a second provider order. Status moves only forward (state-machine.ts):
 * pending → paid | failed | expired; failed → paid; expired → paid.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    receipt: text('receipt').notNull().unique(),
    provider: text('provider').notNull(),
    /** The provider's order id (`order_…`); null until the provider has answered. */
    providerOrderId: text('provider_order_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentOrderStatus>().notNull().default('pending'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    /** The provider payment id that made this order paid. */
    paidPaymentId: text('paid_payment_id'),
    /** Set when money arrived that needs a person: wrong amount, a second payment, a replaced order. */
    needsReview: boolean('needs_review').notNull().default(false),
    flaggedReason: text('flagged_reason'),
    /** Why, as the devotee is told (an ErrorCode: order_replaced, already_paid, event_full …). */
    reviewCode: text('review_code'),
    /**
     * How a person settled the last review (issue 14): `accept` (the money stays, the record as it
     * is) or `dismiss` (nothing to do, e.g. refunded), their note, who and when. A reason already
     * resolved does not flag the order again; a new one does.
     */
    resolutionAction: text('resolution_action').$type<'accept' | 'dismiss'>(),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    /** Reconciler bookkeeping: provider look-ups so far and when the next one is due. */
    checks: integer('checks').notNull().default(0),
    nextCheckAt: ts('next_check_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    expiredAt: ts('expired_at'),
  },
  (t) => [
    index('payment_orders_ref_idx').on(t.kind, t.refId),
    index('payment_orders_open_idx').on(t.status, t.createdAt),
    // The console's review queue: only flagged orders.
    index('payment_orders_review_idx').on(t.createdAt).where(sql`${t.needsReview}`),
    check('payment_orders_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check('payment_orders_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

export type PaymentOrderStatus = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * Every provider payment we have heard of (from the checkout callback, a webhook or the
 * reconciler), once: the provider payment id is unique, so the three sources meet on one row.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** created | authorized | captured | failed | refunded (the provider's vocabulary). */
    status: text('status').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    /** Which source told us first: callback | webhook | reconcile. */
    source: text('source').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('payment_transactions_order_idx').on(t.orderId)],
);

/**
 * Every booking's and order's short human reference (SNK-7H3K-92), unique across kinds, so
 * support can find any of them by what the devotee reads out; the UUID stays internal.
 */
export const payableReferences = pgTable(
  'payable_references',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('payable_references_ref_idx').on(t.kind, t.refId)],
);

/** Webhook events already processed (x-razorpay-event-id): a replay changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  providerOrderId: text('provider_order_id'),
  providerPaymentId: text('provider_payment_id'),
  receivedAt: ts('received_at').notNull(),
});

/**
 * The sandbox provider's own "remote" side: its orders and payments, in the database so that
 * any process (and the reconciler) sees them. Ids look like Razorpay's (`order_…`, `pay_…`).
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  receipt: text('receipt').notNull().unique(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  /** created | attempted | paid */
  status: text('status').notNull().default('created'),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  createdAt: ts('created_at').notNull(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    /** captured | failed */
    status: text('status').notNull(),
    method: text('method').notNull().default('upi'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderId)],
);
