/**
 * The devotee's notifications (issue 10): GET /notifications, GET /notifications/unread-count,
 * POST /notifications/read; web push: GET /push/key, POST|DELETE /push/subscriptions.
 */

export type NotificationKind =
  | 'booking_confirmed'
  | 'puja_performed'
  | 'video_ready'
  | 'shipped'
  | 'delivered'
  | 'consultation_reminder'
  | 'refund_processed'
  | 'certificate_ready';

/** One notification as listed: written in the devotee's language when it was made. */
export type NotificationItem = {
  _id: string;
  type: NotificationKind;
  title: string;
  body: string;
  /** A path of the site (the booking it is about), or null. */
  link: string | null;
  readAt: string | null;
  createdAt: string;
};

/** data of GET /notifications: a page newest first, the unread count, and the next page's cursor (null: no more). */
export type NotificationsPage = { items: NotificationItem[]; unread: number; nextCursor: string | null };

/** data of GET /notifications/unread-count and of POST /notifications/read. */
export type UnreadCount = { unread: number };

/** data of GET /push/key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export type PushKey = { publicKey: string };
