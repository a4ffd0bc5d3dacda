import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Expiring signed addresses of stored puja videos (issue 10). A `<video>` tag cannot send the
 * session's Authorization header, so the booking reads hand out `/api/v1/videos/{id}?exp=&sig=`:
 * an HMAC-SHA256 of the id and the expiry under the installation's video key
 * (lib/installation-secrets `videoUrlKey`). The poster shares the video's signature.
 */
export const VIDEO_URL_TTL_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;

const mac = (key: string, videoId: string, exp: number) =>
  createHmac('sha256', key).update(`video:${videoId.toLowerCase()}:${exp}`).digest('base64url');

/**
 * The query string (`exp=…&sig=…`) for a video, valid for at least VIDEO_URL_TTL_MS. The expiry is
 * rounded up to the hour so that reads within the same hour give the same URL (the browser's cache
 * keeps working across page loads).
 */
export function signVideoQuery(key: string, videoId: string, now: Date): string {
  const exp = Math.ceil((now.getTime() + VIDEO_URL_TTL_MS) / HOUR_MS) * (HOUR_MS / 1000);
  return `exp=${exp}&sig=${mac(key, videoId, exp)}`;
}

/** True when `sig` is this video's signature for `exp` and `exp` (unix seconds) has not passed. */
export function verifyVideoQuery(
  key: string,
  videoId: string,
  q: { exp?: string | undefined; sig?: string | undefined },
  now: Date,
): boolean {
  if (!q.exp || !q.sig || !/^\d{1,12}$/.test(q.exp)) return false;
  const exp = Number(q.exp);
  if (exp * 1000 <= now.getTime()) return false;
  const want = Buffer.from(mac(key, videoId, exp));
  const given = Buffer.from(q.sig);
  return want.length === given.length && timingSafeEqual(want, given);
}
