import { deletePushSubscription, fetchPushKey, savePushSubscription } from '../api/push-subscription';

/** Why push cannot be turned on here, or 'ok'. */
export type PushAvailability = 'ok' | 'unsupported' | 'blocked';
export type PushResult = 'on' | 'off' | 'unsupported' | 'blocked' | 'failed';

export const SERVICE_WORKER_URL = '/sw.js';

type Env = { navigator: Navigator; window: Window & typeof globalThis };
const env = (): Env | null => (typeof window === 'undefined' ? null : { navigator: window.navigator, window });

/** Whether this browser can receive web push, and whether the devotee blocked it for the site. */
export function pushAvailability(e: Env | null = env()): PushAvailability {
  if (!e || !('serviceWorker' in e.navigator) || !('PushManager' in e.window) || !('Notification' in e.window))
    return 'unsupported';
  return e.window.Notification.permission === 'denied' ? 'blocked' : 'ok';
}

/** The VAPID key as PushManager.subscribe wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const sameKey = (sub: PushSubscription, key: Uint8Array) => {
  const k = sub.options.applicationServerKey;
  if (!k) return false;
  const a = new Uint8Array(k);
  return a.length === key.length && a.every((b, i) => b === key[i]);
};

/** Is this browser subscribed now (its service worker holds a subscription)? */
export async function pushOnHere(): Promise<boolean> {
  if (pushAvailability() !== 'ok') return false;
  const reg = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return !!(await reg?.pushManager.getSubscription());
}

/**
 * Turns push on in this browser: asks permission (the click is the user gesture browsers want),
 * registers the service worker, subscribes with the server's key and sends the subscription.
 */
export async function turnPushOn(): Promise<PushResult> {
  const available = pushAvailability();
  if (available !== 'ok') return available;
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return 'blocked';
    const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    await navigator.serviceWorker.ready;
    const key = keyBytes((await fetchPushKey()).publicKey);
    let sub = await reg.pushManager.getSubscription();
    if (sub && !sameKey(sub, key)) {
      await sub.unsubscribe(); // made with another installation's key
      sub = null;
    }
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = sub.toJSON() as { endpoint?: string; keys?: { p256dh?: string; auth?: string } };
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return 'failed';
    await savePushSubscription({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } });
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Turns push off in this browser: the server forgets it and the browser drops it. */
export async function turnPushOff(): Promise<PushResult> {
  if (pushAvailability() === 'unsupported') return 'off';
  try {
    const reg = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    const sub = await reg?.pushManager.getSubscription();
    if (sub) {
      await deletePushSubscription(sub.endpoint).catch(() => undefined);
      await sub.unsubscribe();
    }
    return 'off';
  } catch {
    return 'failed';
  }
}
