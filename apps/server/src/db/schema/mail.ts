import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where an attachment's bytes come from when the mail is delivered (lib/mail: AttachmentRenderers). */
export type MailAttachmentSource = 'donation-receipt' | 'pandit-booking-ics';

/**
 * An attachment by reference: the bytes (a receipt PDF) are rendered when the mail is delivered,
 * never stored in the outbox.
 */
export type MailAttachmentRef = { filename: string; contentType: string; source: MailAttachmentSource; refId: string };

/**
 * Every message the app sends is written here first, in the same transaction as what caused it
 * (so "exactly one e-mail" holds under retries), with one `mail.send` job (lib/mail/mail-job.ts)
 * that sends it. The dev outbox reads this table; with SMTP_URL set, the job sends the row and
 * stamps `sent_at`, and a failed send leaves its error in `last_error` until a retry succeeds.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is about, e.g. `otp` or `puja-booking:<id>`; unique per purpose where set. */
    dedupeKey: text('dedupe_key').unique(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt), index('mail_outbox_unsent_idx').on(t.sentAt)],
);
