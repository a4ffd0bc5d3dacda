import { sql, type SQL } from 'drizzle-orm';
import { check, index, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { paymentOrders } from './payments';

// The columns every payable table repeats (decision 007): who it belongs to, how it is reached
// without a session, and the mirror of its current payment order. One definition, spread into
// puja_bookings, chadhava_bookings and donations (modules/payments/payable-rows.ts reads them).

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The spec's payment_status words; only the payment core's settlement changes them. */
export type PayableStatus = 'pending' | 'completed' | 'failed' | 'expired';

/** The languages a devotee's messages are written in (lib/request-language.ts). */
export type PayableLanguage = 'en' | 'hi';

/**
 * Owner and donor of a payable record: the signed-in user who made it (null for a guest), its
 * human reference, its access key and the donor's name, e-mail and phone. Fresh builders on each
 * call: spread once into a pgTable's columns.
 */
export function payableOwnerColumns() {
  return {
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Short human reference (SNK-7H3K-92), also in payable_references. */
    reference: text('reference').notNull().unique(),
    /** Opens the record without a session (?key=, the e-mail link); decision 007. */
    accessKey: text('access_key').notNull(),
    donorName: text('donor_name').notNull(),
    /** Lower-cased. */
    donorEmail: text('donor_email').notNull(),
    donorPhone: text('donor_phone').notNull(),
    /**
     * The language of the request that made it (issue 13): its later e-mails, receipt and
     * notifications are written in it unless the owner's saved settings choose one.
     */
    language: text('language').$type<PayableLanguage>().notNull().default('en'),
  };
}

/**
 * The mirror of the record's current payment order and its timestamps. `payment_status` moves
 * pending → completed | failed | expired with its order; a failed one may be paid later.
 */
export function payableStatusColumns() {
  return {
    paymentStatus: text('payment_status').$type<PayableStatus>().notNull().default('pending'),
    /** The payment order that pays the current total (a new one when the total changes). */
    paymentOrderId: uuid('payment_order_id').references(() => paymentOrders.id),
    /** The provider payment id that paid it. */
    paymentId: text('payment_id'),
    paidAt: ts('paid_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  };
}

/** A phone number's search key: its last ten digits (+91 98765-43210 and 9876543210 meet). */
export const phoneKey = (phone: AnyPgColumn | SQL) => sql`right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10)`;

/**
 * The indexes and checks of those columns: the owner's lists, guests found by e-mail (stored
 * lower-cased, so the plain index serves a case-insensitive search), the console's search by phone
 * (its last ten digits, however it was typed), its newest-first list and date range, the
 * dashboard's paid totals, and the status words.
 */
export const payableConstraints = (
  table: string,
  t: {
    userId: AnyPgColumn;
    donorEmail: AnyPgColumn;
    donorPhone: AnyPgColumn;
    language: AnyPgColumn;
    paymentStatus: AnyPgColumn;
    createdAt: AnyPgColumn;
    paidAt: AnyPgColumn;
  },
) => [
  index(`${table}_user_idx`).on(t.userId),
  index(`${table}_email_idx`).on(t.donorEmail),
  index(`${table}_phone_idx`).on(phoneKey(t.donorPhone)),
  index(`${table}_created_idx`).on(t.createdAt),
  index(`${table}_paid_idx`).on(t.paidAt),
  check(`${table}_status_check`, sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'expired')`),
  check(`${table}_language_check`, sql`${t.language} in ('en', 'hi')`),
];
