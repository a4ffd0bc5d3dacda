import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Kundlis a signed-in devotee saved (issue 11): only the birth details, never the chart, which is
 * computed again when opened (the engine is the source of truth and may grow more precise).
 * One row per distinct set of details per user: saving the same kundli twice is the same row.
 */
export const savedKundlis = pgTable(
  'saved_kundlis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    place: text('place').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** 'HH:MM' local time at the place. */
    birthTime: text('birth_time').notNull(),
    /** The devotee did not know the time; noon was used. */
    timeUnknown: boolean('time_unknown').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Exactly one of the two (the request's rule). */
    timezone: text('timezone'),
    utcOffsetMinutes: integer('utc_offset_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_kundlis_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_kundlis_same_details').on(
      t.userId,
      t.name,
      t.birthDate,
      t.birthTime,
      t.latitude,
      t.longitude,
      sql`coalesce(${t.timezone}, '')`,
      sql`coalesce(${t.utcOffsetMinutes}, 100000)`,
    ),
    check('saved_kundlis_one_zone', sql`(${t.timezone} is null) <> (${t.utcOffsetMinutes} is null)`),
  ],
);
