import type { AuthUser } from '../../../lib/auth/reducer';

/** The name to greet with: the full name, else 'User' (spec: 'Welcome Back, {name or User}!'). */
export const displayName = (user: AuthUser | null | undefined): string => user?.fullName?.trim() || 'User';

/** Up to two initials for the avatar: 'Asha Devi Sharma' → 'AS'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]![0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** en-GB day month year ('21 Nov 2026'); '' for a missing or unreadable date. */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

const IST = 'Asia/Kolkata';
const validDate = (value: string) => {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The IST day of an instant ('24 Nov 2026'); consultations are held in India's time. */
export function formatIstDate(value: string): string {
  const d = validDate(value);
  return d ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }) : '';
}

/** An interval's clock times in IST ('10:00 am – 10:30 am IST'). */
export function formatIstRange(from: string, to: string): string {
  const a = validDate(from);
  const b = validDate(to);
  if (!a || !b) return '';
  const time = (d: Date) => d.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: IST });
  return `${time(a)} – ${time(b)} IST`;
}
