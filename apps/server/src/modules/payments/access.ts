import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../../context';
import { notFound } from '../../lib/errors';
import type { PayableOwner } from './payable';

/**
 * Access to a booking or order (ARCHITECTURE principle 4, decision 007): its owner's session, or
 * the random access key issued with it (answered once as `data.accessKey`, sent back as `?key=`,
 * carried by the confirmation e-mail's link). Nothing else: the id alone opens nothing.
 */
export function newAccessKey(): string {
  return randomBytes(24).toString('base64url');
}

const ACCESS_KEY = /^[A-Za-z0-9_-]{32}$/;

function sameKey(given: string, stored: string): boolean {
  if (!ACCESS_KEY.test(given)) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when `me` owns the record or `key` is its access key. */
export function canReach(owner: PayableOwner, me: SessionUser | null, key: string | undefined): boolean {
  if (me && owner.userId && owner.userId === me.id) return true;
  return typeof key === 'string' && sameKey(key, owner.accessKey);
}

/** Throws 404 (never 403: existence does not leak) unless `me` or `key` may reach the record. */
export function assertReach(owner: PayableOwner | undefined, me: SessionUser | null, key: string | undefined, message: string) {
  if (!owner || !canReach(owner, me, key)) throw notFound(message);
}

// ─── Human references ──────────────────────────────────────────────────────

/** Crockford-like alphabet without 0/O, 1/I/L and U: easy to read out on a phone call. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference for receipts, e-mails and support: SNK-7H3K-92 (30^6 ≈ 7 × 10^8; unique index, retried). */
export function newReference(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `SNK-${s.slice(0, 4)}-${s.slice(4)}`;
}

export const REFERENCE_PATTERN = /^SNK-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{2}$/;

/** A typed reference as stored: upper-cased, blanks removed, the dashes put back. */
export function normaliseReference(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  const body = raw.startsWith('SNK') ? raw.slice(3) : raw;
  if (body.length !== 6) return null;
  const ref = `SNK-${body.slice(0, 4)}-${body.slice(4)}`;
  return REFERENCE_PATTERN.test(ref) ? ref : null;
}
