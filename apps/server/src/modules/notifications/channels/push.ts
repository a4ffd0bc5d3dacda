import webPush from 'web-push';

/** The installation's VAPID key pair (base64url), made on first start (lib/installation-secrets). */
export type VapidKeys = { publicKey: string; privateKey: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushPayload = { id: string; title: string; body: string; link: string | null };

/** What a push service answered: accepted, or the subscription is gone (404/410: forget it). */
export type PushResult = { ok: true } | { ok: false; gone: boolean; status: number; message: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, opts: { topic: string }): Promise<PushResult>;
}

/**
 * Web push (RFC 8030) with VAPID (RFC 8292): the `web-push` library encrypts the payload for the
 * browser's keys (aes128gcm) and signs the VAPID header; the request itself goes out with fetch,
 * so the push service's answer is read here. `Topic` makes a repeated send of one notification
 * replace the first while it waits undelivered at the push service (the provider's own dedupe).
 */
export function webPushSender(vapid: VapidKeys, subject: string, timeoutMs = 15_000): PushSender {
  return {
    async send(target, payload, { topic }) {
      const req = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: 7 * 24 * 3600,
          topic,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      let res: Response;
      try {
        res = await fetch(req.endpoint, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.body,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        return { ok: false, gone: false, status: 0, message: `push service unreachable: ${(e as Error).message}` };
      }
      const text = (await res.text().catch(() => '')).slice(0, 300);
      if (res.ok) return { ok: true };
      return {
        ok: false,
        gone: res.status === 404 || res.status === 410,
        status: res.status,
        message: `push service ${res.status}: ${text}`,
      };
    },
  };
}

