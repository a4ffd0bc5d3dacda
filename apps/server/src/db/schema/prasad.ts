import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PrasadAvailability } from '@sankalp/shared/schemas/prasad';
import { users } from './accounts';
import { temples, translationsColumn, type PrasadText } from './catalog';
import { payableConstraints, payableOwnerColumns, payableStatusColumns } from './payable-columns';

// The prasad page (spec part 3; issue 10): offerings managed in the console, orders paid through
// the payment contract (kind prasad_order), one feedback an order. Amounts are integer paise.

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A prasad offering of a temple. Its rating and review count are not stored: they are computed
 * from prasad_feedback (by offering_id) whenever offerings are read.
 */
export const prasadOfferings = pgTable(
  'prasad_offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    title: text('title').notNull(),
    items: text('items')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    image: text('image').notNull(),
    availability: text('availability').$type<PrasadAvailability>().notNull().default('In Stock'),
    published: boolean('published').notNull().default(true),
    translations: translationsColumn<PrasadText>(),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('prasad_offerings_temple_idx').on(t.templeId),
    index('prasad_offerings_published_idx').on(t.published, t.sort),
    check('prasad_offerings_price_check', sql`${t.pricePaise} > 0`),
    check(
      'prasad_offerings_availability_check',
      sql`${t.availability} in ('In Stock', 'Limited Stock', 'Out of Stock')`,
    ),
  ],
);

/** The delivery address of an order, as typed or copied from a saved address at ordering time. */
export type PrasadOrderAddress = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: number;
  state: string;
  country: string;
};

/**
 * A prasad order: written `pending` before the payment window opens, made `completed` only by the
 * payment core's fulfilment (which writes its dispatch and delivery promises). Its status
 * (Processing, Shipped, Delivered) is never stored: it is read from those promises. The donor
 * columns are the customer. Title, items, image, temple name and unit price are a snapshot.
 */
export const prasadOrders = pgTable(
  'prasad_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...payableOwnerColumns(),
    /** The human order id, ORD-… (the spec's id). */
    orderCode: text('order_code').notNull().unique(),
    /** The public tracking id, TRK-… (upper case; the lookup upper-cases what is typed). */
    trackingId: text('tracking_id').notNull().unique(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => prasadOfferings.id),
    templeId: uuid('temple_id')
      .notNull()
      .references(() => temples.id),
    templeName: text('temple_name').notNull(),
    title: text('title').notNull(),
    items: text('items')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    amountTotalPaise: integer('amount_total_paise').notNull(),
    address: jsonb('address').$type<PrasadOrderAddress>().notNull(),
    ...payableStatusColumns(),
  },
  (t) => [
    ...payableConstraints('prasad_orders', t),
    index('prasad_orders_offering_idx').on(t.offeringId),
    index('prasad_orders_temple_idx').on(t.templeId),
    check('prasad_orders_amount_check', sql`${t.amountTotalPaise} > 0`),
    check('prasad_orders_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** One devotee's review of one delivered order (the offering's rating is computed from these). */
export const prasadFeedback = pgTable(
  'prasad_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => prasadOrders.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => prasadOfferings.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('prasad_feedback_offering_idx').on(t.offeringId),
    index('prasad_feedback_user_idx').on(t.userId),
    check('prasad_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export type PrasadOfferingRow = typeof prasadOfferings.$inferSelect;
export type PrasadOrderRow = typeof prasadOrders.$inferSelect;
export type PrasadFeedbackRow = typeof prasadFeedback.$inferSelect;
