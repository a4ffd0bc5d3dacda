import { z } from 'zod';
import { idSchema } from './ids';

/** Notifications a page lists at most (GET /notifications?limit=). */
export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  /** nextCursor of the previous page. */
  cursor: z.string().trim().max(100).optional(),
});

/** POST /notifications/read: some of the user's own notifications, or all of them. */
export const markReadSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1, 'Choose at least one notification').max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkRead = z.output<typeof markReadSchema>;

/** The push services a browser's subscription may point at (the server POSTs there: no other host). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

const hostAllowed = (host: string) =>
  PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));

export const PUSH_ENDPOINT_MESSAGE = "This browser's push service is not supported";

export const pushEndpointSchema = z
  .string()
  .trim()
  .max(1000, PUSH_ENDPOINT_MESSAGE)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' && !u.username && !u.password && !u.port && hostAllowed(u.hostname.toLowerCase());
    } catch {
      return false;
    }
  }, PUSH_ENDPOINT_MESSAGE);

/** A PushSubscription's JSON (subscription.toJSON()): endpoint and its two keys (base64url). */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 (22).
    p256dh: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'Invalid push key'),
    auth: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'Invalid push key'),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().trim().min(1).max(1000) });
