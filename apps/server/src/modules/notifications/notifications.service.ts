import type { NotificationItem, NotificationsPage, PushKey, UnreadCount } from '@sankalp/shared/api/notifications';
import type { MarkRead, PushSubscriptionInput } from '@sankalp/shared/schemas/notifications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { normalizePhone } from '../auth/identity';
import { whatsAppMessageOf } from './channels/whatsapp';
import { badRequest, fieldError } from '../../lib/errors';
import * as repo from './notifications.repository';

/** Browsers one account may receive push in (each subscription is one browser profile). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const toItem = (n: repo.NotificationRow): NotificationItem => ({
  _id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

const encodeCursor = (n: repo.NotificationRow) =>
  Buffer.from(`${n.createdAt.toISOString()}|${n.id}`).toString('base64url');

function decodeCursor(cursor: string): repo.Cursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) throw fieldError('cursor', 'Invalid cursor');
  return { createdAt, id };
}

/** GET /notifications: the session user's own, newest first. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  q: { limit: number; cursor?: string },
): Promise<NotificationsPage> {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const rows = await repo.listNotifications(ctx.db, userId, q.limit + 1, cursor);
  const page = rows.slice(0, q.limit);
  const unread = await repo.unreadCount(ctx.db, userId);
  return {
    items: page.map(toItem),
    unread,
    nextCursor: rows.length > q.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export async function unreadCount(ctx: AppContext, userId: string): Promise<UnreadCount> {
  return { unread: await repo.unreadCount(ctx.db, userId) };
}

/** POST /notifications/read: only the user's own change; other ids are ignored without a word. */
export async function markRead(ctx: AppContext, userId: string, which: MarkRead): Promise<UnreadCount> {
  await repo.markRead(
    ctx.db,
    userId,
    'all' in which ? { all: true } : { ids: which.ids.map((i) => i.toLowerCase()) },
    ctx.now(),
  );
  return unreadCount(ctx, userId);
}

export const pushKey = (ctx: AppContext): PushKey => ({ publicKey: ctx.secrets.vapid.publicKey });

/** POST /push/subscriptions: this browser receives the user's notifications. */
export async function subscribePush(ctx: AppContext, userId: string, s: PushSubscriptionInput): Promise<void> {
  const known = (await repo.pushSubscriptionsOf(ctx.db, userId)).some((r) => r.endpoint === s.endpoint);
  if (!known && (await repo.countPushSubscriptions(ctx.db, userId)) >= MAX_PUSH_SUBSCRIPTIONS) {
    throw badRequest(
      `Push notifications can be on in at most ${MAX_PUSH_SUBSCRIPTIONS} browsers. Turn them off in one first.`,
    );
  }
  await repo.savePushSubscription(
    ctx.db,
    { userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth },
    ctx.now(),
  );
}

/** DELETE /push/subscriptions: idempotent (an unknown endpoint is already off). */
export async function unsubscribePush(
  ctx: AppContext,
  userId: string,
  endpoint: string,
): Promise<{ removed: boolean }> {
  return { removed: await repo.deletePushSubscription(ctx.db, userId, endpoint) };
}

/** The dev outbox of WhatsApp (no keys set): the template messages that would have gone, newest first. */
export async function devWhatsAppOutbox(db: Db, phone?: string) {
  const rows = await repo.devWhatsAppMessages(db, phone);
  return rows.map(({ delivery, notification: n }) => ({
    id: delivery.providerId,
    ...whatsAppMessageOf(n, normalizePhone(n.phone ?? '') ?? ''),
    sentAt: delivery.sentAt?.toISOString() ?? null,
  }));
}
