import type { PushKey } from '@sankalp/shared/api/notifications';
import { apiGet, apiPost, apiRequest } from '../../../lib/api';

/** GET /push/key: the server's VAPID public key (base64url). */
export const fetchPushKey = () => apiGet<PushKey>('/push/key');

/** POST /push/subscriptions: this browser's PushSubscription (its JSON) for the session user. */
export const savePushSubscription = (sub: { endpoint: string; keys: { p256dh: string; auth: string } }) =>
  apiPost('/push/subscriptions', sub);

/** DELETE /push/subscriptions: this browser no longer receives the session user's notifications. */
export const deletePushSubscription = (endpoint: string) =>
  apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
