import { and, eq, gt, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chadhavaEvents, eventOfferings } from './catalog';
import { payableConstraints, payableOwnerColumns, payableStatusColumns } from './payable-columns';

// Chadhava event bookings (spec part 2 §§ 2-5). Amounts are integer paise; timestamps come from ctx.now().

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A booking of a chadhava event: written `pending` before the payment window opens, holding one
 * of the event's slots until `hold_expires_at`; made `completed` only by the payment core's
 * fulfilment, which turns the hold into a participant (current_participants + 1).
 * `payment_status` uses the spec's vocabulary: pending | completed | failed | expired; a failed
 * or expired booking has released its hold.
 */
export const chadhavaBookings = pgTable(
  'chadhava_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => chadhavaEvents.id),
    ...payableOwnerColumns(),
    donorGotra: text('donor_gotra'),
    basePricePaise: integer('base_price_paise').notNull(),
    amountTotalPaise: integer('amount_total_paise').notNull(),
    /** The one slot held for this booking returns to the event at this time unless it is paid. */
    holdExpiresAt: ts('hold_expires_at').notNull(),
    ...payableStatusColumns(),
  },
  (t) => [
    // Live holds are counted per event on every booking and every catalog read of slots.
    index('chadhava_bookings_holds_idx')
      .on(t.eventId, t.holdExpiresAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    ...payableConstraints('chadhava_bookings', t),
    // An event's paid participants (console dashboard) and a temple's bookings (temple staff's list).
    index('chadhava_bookings_event_idx').on(t.eventId, t.paymentStatus),
    check('chadhava_bookings_amount_check', sql`${t.amountTotalPaise} > 0`),
  ],
);

/**
 * The one definition of a live hold (booking module and catalog slots alike): unpaid, not
 * released (a failed or expired booking is not pending) and not lapsed at `now`.
 */
export const liveHold = (now: Date) =>
  and(eq(chadhavaBookings.paymentStatus, 'pending'), gt(chadhavaBookings.holdExpiresAt, now));

/** The offerings of a booking, with the price charged (a snapshot of the event's price). */
export const chadhavaBookingOfferings = pgTable(
  'chadhava_booking_offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => chadhavaBookings.id, { onDelete: 'cascade' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => eventOfferings.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('chadhava_booking_offerings_unique').on(t.bookingId, t.offeringId),
    check('chadhava_booking_offerings_quantity_check', sql`${t.quantity} >= 1`),
  ],
);
