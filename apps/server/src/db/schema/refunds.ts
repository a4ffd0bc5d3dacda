import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { paymentOrders } from './payments';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money given back through the provider's refund API (issue 14). `kind` + `ref_id` name the payable
 * thing as payment_orders does; the refund belongs to the order whose payment it returns. A refund is
 * `pending` until the provider confirms it (`processed`, from its answer or the refund webhook,
 * idempotently on the provider refund id) or reports it `failed`. Amounts are integer paise.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id),
    /** The provider payment refunded (`pay_…`). */
    providerPaymentId: text('provider_payment_id').notNull(),
    /** The provider's refund id (`rfnd_…`); null until the provider has answered. */
    providerRefundId: text('provider_refund_id').unique(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    reason: text('reason'),
    /** The staff member who asked for it (null for a refund first heard of from a webhook). */
    requestedBy: uuid('requested_by').references(() => users.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    processedAt: ts('processed_at'),
  },
  (t) => [
    index('refunds_ref_idx').on(t.kind, t.refId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.providerPaymentId),
    // The reconciler's look-ups: only refunds still pending.
    index('refunds_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

export type RefundStatus = 'pending' | 'processed' | 'failed';

/**
 * The sandbox provider's own "remote" refunds (as sandbox_payments are its payments): any process
 * sees them, and a refund of more than a payment's unrefunded amount is refused as Razorpay does.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    /** `rfnd_…` */
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    /** pending | processed | failed (Razorpay's words). */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sandbox_refunds_payment_idx').on(t.paymentId)],
);

/**
 * Settings the console changes at run time (issue 14), one row a key with a JSON value; a key
 * without a row takes its default from the configuration. Today: `operator_refund_limit_paise`.
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
