import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** What happened (issue 10 § Notifications). */
export const NOTIFICATION_TYPES = [
  'booking_confirmed',
  'puja_performed',
  'video_ready',
  'shipped',
  'delivered',
  'consultation_reminder',
  'refund_processed',
  'certificate_ready',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * One notification of one event to one person (in-app when `user_id` is set; a guest's record
 * reaches them by e-mail and WhatsApp only). Title and body are written in the person's language
 * when it is made. `dedupe_key` (e.g. `video_ready:puja_booking:<id>`) makes an event notify once,
 * however often the code that raises it runs.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where the other channels reach a guest (and a user's copy of their address at the time). */
    email: text('email'),
    phone: text('phone'),
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the site (`/profile?…`, `/prasad?track=…`), never an outside address. */
    link: text('link'),
    /** The values the channel templates need (names, dates, tracking number …). */
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull().unique(),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * The outbox of a notification's other channels: one row per channel that the person's settings
 * allow, made with the notification, sent by one `notification.deliver` job each (lib/jobs), so a
 * crash loses nothing; `sent` is stamped once and a retried job never sends a sent row again.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    status: text('status').$type<'queued' | 'sent' | 'skipped' | 'failed'>().notNull().default('queued'),
    /** The provider's message id (WhatsApp `wamid.…`), or the outbox row of an e-mail. */
    providerId: text('provider_id'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    unique('notification_deliveries_channel_uniq').on(t.notificationId, t.channel),
    check('notification_deliveries_status_check', sql`${t.status} in ('queued', 'sent', 'skipped', 'failed')`),
  ],
);

/** A browser's web-push subscription (settings page), one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
