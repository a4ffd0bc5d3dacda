import { and, eq, gt, or, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pandits } from './catalog';
import { payableConstraints, payableOwnerColumns, payableStatusColumns } from './payable-columns';

// Consultations with a pandit (spec part 3 §§ 2-5). Amounts are integer paise; timestamps come from ctx.now().

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A consultation booked with a pandit for [starts_at, ends_at): written `pending` before the
 * payment window opens, holding that time until `hold_expires_at`; made `completed` (confirmed)
 * only by the payment core's fulfilment. A pandit's held or paid bookings never overlap: every
 * create and every payment decides with the pandit row locked (SELECT … FOR UPDATE).
 */
export const panditBookings = pgTable(
  'pandit_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    panditId: uuid('pandit_id')
      .notNull()
      .references(() => pandits.id),
    ...payableOwnerColumns(),
    serviceType: text('service_type').$type<'Astro' | 'Vastu'>().notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    specialRequests: text('special_requests'),
    amountTotalPaise: integer('amount_total_paise').notNull(),
    /** The time held for this booking returns to the pandit at this moment unless it is paid. */
    holdExpiresAt: ts('hold_expires_at').notNull(),
    ...payableStatusColumns(),
  },
  (t) => [
    index('pandit_bookings_time_idx').on(t.panditId, t.startsAt),
    ...payableConstraints('pandit_bookings', t),
    check('pandit_bookings_amount_check', sql`${t.amountTotalPaise} > 0`),
    check('pandit_bookings_range_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('pandit_bookings_service_check', sql`${t.serviceType} in ('Astro', 'Vastu')`),
  ],
);

/** A booking that occupies its time at `now`: paid, or pending with its hold not lapsed. */
export const occupying = (now: Date) =>
  or(
    eq(panditBookings.paymentStatus, 'completed'),
    and(eq(panditBookings.paymentStatus, 'pending'), gt(panditBookings.holdExpiresAt, now)),
  );
