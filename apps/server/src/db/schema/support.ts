import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The support inbox (issue 14): one thread per message sent from the contact or help form, the
 * devotee's message first, then the staff's e-mailed replies. A message naming a booking or order
 * reference (SNK-…) links the thread to that record (`booking_kind`, `booking_id`, `booking_reference`).
 */
export const supportThreads = pgTable(
  'support_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    source: text('source').$type<'contact' | 'help'>().notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** The signed-in account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The language of the request that opened it (issue 13): the acknowledgement and the staff's
     * replies are written in it unless the sender's saved settings choose one (a guest has none).
     */
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    bookingKind: text('booking_kind'),
    bookingId: uuid('booking_id'),
    bookingReference: text('booking_reference'),
    createdAt: ts('created_at').notNull(),
    lastMessageAt: ts('last_message_at').notNull(),
    closedAt: ts('closed_at'),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The inbox: open (or closed) threads, latest first.
    index('support_threads_status_idx').on(t.status, t.lastMessageAt),
    index('support_threads_last_idx').on(t.lastMessageAt),
    index('support_threads_user_idx').on(t.userId),
    // An account's data export and deletion find its threads by its e-mail too.
    index('support_threads_email_idx').on(t.email),
    check('support_threads_status_check', sql`${t.status} in ('open', 'closed')`),
    check('support_threads_source_check', sql`${t.source} in ('contact', 'help')`),
    check('support_threads_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    from: text('from').$type<'devotee' | 'staff'>().notNull(),
    body: text('body').notNull(),
    /** The staff member who replied (null for the devotee's own message). */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('support_messages_thread_idx').on(t.threadId, t.createdAt),
    check('support_messages_from_check', sql`${t.from} in ('devotee', 'staff')`),
  ],
);
