import type { AuthUser } from '../../../lib/auth/reducer';
import { currentLanguage } from '../../../lib/i18n/index';
import { formatTime, formatWhen } from '../../../lib/i18n/format';
import { accountT } from '../i18n/index';

/** The name to greet with: the full name, else 'User' (spec: 'Welcome Back, {name or User}!'). */
export const displayName = (user: AuthUser | null | undefined): string => user?.fullName?.trim() || accountT('user');

/** Up to two initials for the avatar: 'Asha Devi Sharma' → 'AS'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]![0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}

const IST = 'Asia/Kolkata';
const validDate = (value: unknown) => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * The IST day of an instant, en-GB ('21 Nov 2026'); '' for a missing or unreadable date. IST
 * whatever the device's zone, like the rest of the site and the console: a booking made at
 * 00:30 IST was booked on that day, even when the browser is set to London.
 */
export function formatDate(value: unknown): string {
  const d = validDate(value);
  if (!d) return '';
  return currentLanguage() === 'en'
    ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST })
    : formatWhen(d, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** An interval's clock times in IST ('10:00 am – 10:30 am IST'). */
export function formatIstRange(from: string, to: string): string {
  const a = validDate(from);
  const b = validDate(to);
  if (!a || !b) return '';
  const time = (d: Date) =>
    currentLanguage() === 'en'
      ? d.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: IST })
      : formatTime(d);
  return `${time(a)} – ${time(b)} IST`;
}
