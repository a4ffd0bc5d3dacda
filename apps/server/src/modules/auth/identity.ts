import { createHash } from 'node:crypto';
import { PHONE_COUNTRY_CODE } from '@sankalp/shared';

/** E-mail as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Phone as stored: digits with the country code 91 (the sign-up form offers only +91).
 * '+91 98765 43210', '9876543210', '919876543210' and '09876543210' are the same number.
 * Anything that is not a 10-digit Indian number gives null.
 */
export function normalizePhone(phone: string): string | null {
  if (!/^\+?[\d\s()-]+$/.test(phone.trim())) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return PHONE_COUNTRY_CODE + digits;
  if (digits.length === 12 && digits.startsWith(PHONE_COUNTRY_CODE)) return digits;
  return null;
}

/** The phone as the API shows it: E.164, e.g. +919876543210. */
export function formatPhone(stored: string): string {
  return `+${stored}`;
}

/**
 * The login identifier in the form used to find the account and to key its rate limit:
 * an e-mail (anything with an @) or a normalised phone; raw digits when it is not a valid phone.
 */
export function normalizeLoginId(emailOrPhone: string): { kind: 'email' | 'phone'; value: string } {
  const v = emailOrPhone.trim();
  if (v.includes('@')) return { kind: 'email', value: normalizeEmail(v) };
  return { kind: 'phone', value: normalizePhone(v) ?? v.replace(/\D/g, '') };
}

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A user as every auth and profile answer shows it (spec part 1 § 3). */
export type PublicUser = {
  id: string;
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  userStuffId: string;
  /** Present (true) only for a holder of a staff role: the account page then links to the console. */
  staff?: true;
};

export function toPublicUser(
  u: { id: string; fullName: string; email: string; phoneNumber: string; userStuffId: string },
  roles: readonly unknown[] = [],
): PublicUser {
  return {
    id: u.id,
    _id: u.id,
    fullName: u.fullName,
    email: u.email,
    phoneNumber: formatPhone(u.phoneNumber),
    userStuffId: u.userStuffId,
    ...(roles.length > 0 ? { staff: true as const } : {}),
  };
}
