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

/** '10:00' or an ISO time → '10:00 am'-style text; the input itself when it cannot be read. */
export function formatTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (/^\d{1,2}:\d{2}/.test(value)) return value;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });
}
