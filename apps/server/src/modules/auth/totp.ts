import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@sankalp/shared/schemas/two-factor';

// TOTP (RFC 6238) over HOTP (RFC 4226), HMAC-SHA-1, as every authenticator app reads an
// otpauth:// URL without algorithm/digits/period parameters: 6 digits, 30-second steps.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (the otpauth secret format). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = BASE32.indexOf(ch);
    if (i < 0) throw new Error('invalid base32 character');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (RFC 4226 recommends the HMAC-SHA-1 output length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226 § 5.3): HMAC-SHA-1 of the 8-byte big-endian counter, dynamically truncated. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (RFC 6238 § 4.2: T = floor((Unix time − T0) / X), T0 = 0). */
export const totpStep = (at: Date | number, periodSeconds = TOTP_PERIOD_SECONDS): number =>
  Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000 / periodSeconds);

/** The code of a base32 secret at a moment. */
export function totpAt(secret: string, at: Date | number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(at), digits);
}

/**
 * The step whose code `code` is, within ±`window` steps of `at` (clock drift between phone and
 * server), newer than `afterStep` (a code once accepted is never accepted again); null when none.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date | number,
  opts: { window?: number; afterStep?: number | null } = {},
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(at);
  const window = opts.window ?? 1;
  const given = Buffer.from(code);
  let found: number | null = null;
  // Every candidate is computed and compared in constant time, whatever matches first.
  for (let step = now - window; step <= now + window; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), given);
    if (same && found === null && (opts.afterStep == null || step > opts.afterStep)) found = step;
  }
  return found;
}

/** The provisioning URL authenticator apps scan: otpauth://totp/Sankalp:<email>?secret=…&issuer=Sankalp. */
export function otpauthUrl(secret: string, accountName: string, issuer = 'Sankalp'): string {
  // The label as apps display it: "Sankalp:asha@example.in" ('@' may stay as it is in a path).
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName).replaceAll('%40', '@')}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}
