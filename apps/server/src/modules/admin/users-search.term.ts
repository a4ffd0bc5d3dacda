import { UUID_PATTERN } from '../../lib/ids';
import { normalizePhone } from '../auth/auth.service';

/**
 * What a user search names, decided from its shape so each search uses an index where it can: a
 * user id (primary key), an e-mail or its start (stored lower-cased, unique index), a whole phone
 * (stored as 91 + ten digits, unique index), part of a phone (its digits anywhere), else a name
 * (a case-insensitive part of it) or the start of an e-mail — the one search that reads every row.
 */
export type UserSearchTerm =
  | { by: 'id'; value: string }
  | { by: 'email'; prefix: string }
  | { by: 'phone'; value: string }
  | { by: 'phoneDigits'; digits: string }
  | { by: 'nameOrEmail'; name: string; emailPrefix: string };

const PHONE = /^\+?[\d\s\-().]+$/;

export function userSearchTerm(q: string): UserSearchTerm {
  if (UUID_PATTERN.test(q)) return { by: 'id', value: q.toLowerCase() };
  if (q.includes('@')) return { by: 'email', prefix: q.toLowerCase() };
  const digits = q.replace(/\D/g, '');
  if (PHONE.test(q) && digits.length >= 4) {
    // '+91 98765 43210', '09876543210', '9876543210': the stored number. Longer: its last ten digits.
    const whole = normalizePhone(q) ?? (digits.length > 10 ? normalizePhone(digits.slice(-10)) : null);
    return whole ? { by: 'phone', value: whole } : { by: 'phoneDigits', digits };
  }
  return { by: 'nameOrEmail', name: q, emailPrefix: q.toLowerCase() };
}

/** LIKE patterns with the search's own % _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const prefixPattern = (text: string) => `${literal(text)}%`;
export const containsPattern = (text: string) => `%${literal(text)}%`;
