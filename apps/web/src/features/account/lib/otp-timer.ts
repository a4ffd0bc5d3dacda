import { ApiError } from '../../../lib/api';

/** Whole seconds left until `expiresAt` (never below 0). */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** 300 → '05:00', 59 → '00:59'. */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Is the server telling us the reset code is dead (expired, used, or too many wrong tries), so a
 * new one must be asked for? Decided by the answer's code: its message is in the reader's language.
 */
export const isDeadCode = (err: unknown): boolean =>
  err instanceof ApiError && (err.code === 'otp_expired' || err.code === 'otp_attempts_exceeded');
