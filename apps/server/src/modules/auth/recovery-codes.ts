import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@sankalp/shared/schemas/two-factor';
import { sha256Hex } from './identity';

// Recovery codes: 16 characters of base32 (80 random bits) shown as xxxx-xxxx-xxxx-xxxx, stored
// only as SHA-256(user id : code). Case, spaces and dashes do not matter when one is typed.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** The code as hashed: lower case, letters and digits only; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(typed: string): string | null {
  const v = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{16}$/.test(v) ? v : null;
}

export const recoveryCodeHash = (userId: string, normalized: string) => sha256Hex(`${userId}:${normalized}`);
