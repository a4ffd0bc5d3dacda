import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneKey } from '../../db/schema/payable-columns';
import { notificationDeliveries, notifications, pushSubscriptions, type NotificationRow } from '../../db/schema/index';

export type { NotificationRow };
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A position in the newest-first list: the last row's time and id (ties broken by id). */
export type Cursor = { createdAt: Date; id: string };

/** The user's notifications, newest first, after `cursor` (the notifications_user_idx index). */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  cursor?: Cursor,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? or(
              lt(notifications.createdAt, cursor.createdAt),
              and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of the user's notifications are unread (the partial index notifications_unread_idx). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's own unread notifications read: these ids (others' ids match nothing), or all. */
export async function markRead(
  db: Db,
  userId: string,
  which: { ids: string[] } | { all: true },
  now: Date,
): Promise<void> {
  if ('ids' in which && which.ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    );
}

const deliveryWithNotification = (db: Db, deliveryId: string) =>
  db
    .select({ delivery: notificationDeliveries, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.id, deliveryId));

/** One delivery with its notification. */
export async function findDelivery(db: Db, deliveryId: string) {
  const [row] = await deliveryWithNotification(db, deliveryId);
  return row;
}

/** The same, the delivery row locked for the rest of the caller's transaction. */
export async function lockDelivery(db: Db, deliveryId: string) {
  const [row] = await deliveryWithNotification(db, deliveryId).for('update', { of: notificationDeliveries });
  return row;
}

/** A delivery's outcome: sent (with the provider's id), skipped, or failed for good. */
export async function finishDelivery(
  db: Db,
  id: string,
  outcome: { status: 'sent'; providerId: string; at: Date } | { status: 'skipped' | 'failed'; reason: string },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(
      outcome.status === 'sent'
        ? { status: 'sent', providerId: outcome.providerId, sentAt: outcome.at, lastError: null }
        : { status: outcome.status, lastError: outcome.reason.slice(0, 2000) },
    )
    .where(and(eq(notificationDeliveries.id, id), inArray(notificationDeliveries.status, ['queued', 'failed'])));
}

/** Writes why an attempt failed (it stays queued: the job retries). */
export async function noteDeliveryError(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ lastError: error.slice(0, 2000) })
    .where(eq(notificationDeliveries.id, id));
}

// ─── Push subscriptions ─────────────────────────────────────────────────────

export const pushSubscriptionsOf = (db: Db, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

/** Adds (or takes over: a browser signed in with another account) the endpoint for this user. */
export async function savePushSubscription(
  db: Db,
  sub: { userId: string; endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: sub.userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
    });
}

/** Removes the user's own subscription of this endpoint (someone else's stays). */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410). */
export async function forgetPushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Subscriptions per user, at most this many (a browser each; bounds storage and sends). */
export async function countPushSubscriptions(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

/** The WhatsApp messages the dev outbox kept (no WhatsApp keys): newest first. */
export async function devWhatsAppMessages(db: Db, phone: string | undefined, limit = 20) {
  return db
    .select({ delivery: notificationDeliveries, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notificationDeliveries.channel, 'whatsapp'),
        sql`${notificationDeliveries.providerId} like 'dev:%'`,
        phone ? sql`${phoneKey(notifications.phone)} = ${phoneKey(sql`${phone}::text`)}` : undefined,
      ),
    )
    .orderBy(desc(notificationDeliveries.sentAt))
    .limit(limit);
}
