import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaignSevas, campaigns } from './catalog';
import { payableConstraints, payableOwnerColumns, payableStatusColumns } from './payable-columns';

// Donations to campaigns (spec part 2 §§ 2-5). Amounts are integer paise; timestamps come from ctx.now().

/**
 * A donation: written `pending` before the payment window opens, made `completed` only by the
 * payment core's fulfilment, which also gives it its receipt number.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    // donor_phone: digits with an optional leading +.
    ...payableOwnerColumns(),
    donorAddress: text('donor_address').notNull(),
    donorGotra: text('donor_gotra').notNull(),
    /** Upper-cased; null when none was given. */
    donorPan: text('donor_pan'),
    sevasTotalPaise: integer('sevas_total_paise').notNull().default(0),
    customPaise: integer('custom_paise').notNull().default(0),
    amountTotalPaise: integer('amount_total_paise').notNull(),
    /** The campaign's 80G eligibility when the devotee gave (what the receipt honours). */
    campaignEligible80g: boolean('campaign_eligible_80g').notNull(),
    /** How it was paid (upi, card …) when the provider said. */
    paymentMethod: text('payment_method'),
    /** Gap-free per financial year (donation_receipt_counters), given in the paying transaction. */
    receiptNumber: text('receipt_number').unique(),
    ...payableStatusColumns(),
  },
  (t) => [
    ...payableConstraints('donations', t),
    index('donations_campaign_idx').on(t.campaignId),
    check('donations_amount_check', sql`${t.amountTotalPaise} > 0`),
  ],
);

/** The sevas of a donation, with the price charged (a snapshot of the catalog price). */
export const donationSevas = pgTable(
  'donation_sevas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donationId: uuid('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    sevaId: uuid('seva_id')
      .notNull()
      .references(() => campaignSevas.id),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('donation_sevas_unique').on(t.donationId, t.sevaId),
    check('donation_sevas_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
);

/**
 * The next receipt number of each financial year ('2026-27'). Taken with a row-locking
 * `UPDATE … RETURNING` in the paying transaction, so numbers have no gaps (a rolled-back payment
 * gives its number back); a SEQUENCE would leave gaps.
 */
export const donationReceiptCounters = pgTable('donation_receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  nextNumber: integer('next_number').notNull(),
});
