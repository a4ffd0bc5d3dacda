import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { pujaChadhavaItems, pujaPackages, pujas } from './catalog';
import { payableConstraints, payableOwnerColumns, payableStatusColumns } from './payable-columns';

// Puja bookings (spec part 2 §§ 2-5). Amounts are integer paise; timestamps come from ctx.now().

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type PrasadAddress = {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  pincode: number;
  state: string;
  country: string;
};

/** A saved sankalp form (POST /sankalp/): who the puja is performed for. */
export const sankalps = pgTable(
  'sankalps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pujaId: uuid('puja_id').references(() => pujas.id),
    packageId: uuid('package_id').references(() => pujaPackages.id),
    /** The signed-in user who saved it; null for a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    gotra: text('gotra').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    familyMembers: jsonb('family_members').$type<string[]>().notNull().default([]),
    wantsPrasad: boolean('wants_prasad').notNull().default(false),
    prasadAddress: jsonb('prasad_address').$type<PrasadAddress>(),
    specialPrayers: text('special_prayers'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sankalps_user_idx').on(t.userId)],
);

/**
 * A puja booking: written `pending` before the payment window opens, made `completed` only by
 * the payment core's fulfilment (a verified callback, webhook or reconciliation).
 * `payment_status` uses the spec's vocabulary: pending | completed | failed | expired.
 */
export const pujaBookings = pgTable(
  'puja_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pujaId: uuid('puja_id')
      .notNull()
      .references(() => pujas.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => pujaPackages.id),
    sankalpId: uuid('sankalp_id')
      .notNull()
      .references(() => sankalps.id),
    ...payableOwnerColumns(),
    packagePricePaise: integer('package_price_paise').notNull(),
    // What was booked, as it stood then: the console may edit the puja later (issue 14), the
    // booking keeps showing what was paid for.
    pujaTitle: text('puja_title').notNull(),
    packageTitle: text('package_title').notNull(),
    pujaStartTime: ts('puja_start_time').notNull(),
    pujaEndTime: ts('puja_end_time').notNull(),
    chadhavaTotalPaise: integer('chadhava_total_paise').notNull().default(0),
    dakshinaPaise: integer('dakshina_paise').notNull().default(0),
    amountTotalPaise: integer('amount_total_paise').notNull(),
    /** null until chadhava is chosen (the spec sends null at the booking step). */
    chadhavaIncluded: boolean('chadhava_included'),
    messageForPandit: text('message_for_pandit'),
    ...payableStatusColumns(),
  },
  (t) => [
    ...payableConstraints('puja_bookings', t),
    // A puja's paid participants (console dashboard) and a temple's bookings (temple staff's list).
    index('puja_bookings_puja_idx').on(t.pujaId, t.paymentStatus),
  ],
);

/** The chadhava items of a booking, with the price charged (a snapshot of the catalog price). */
export const pujaBookingItems = pgTable(
  'puja_booking_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => pujaBookings.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => pujaChadhavaItems.id),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('puja_booking_items_unique').on(t.bookingId, t.itemId),
    check('puja_booking_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
