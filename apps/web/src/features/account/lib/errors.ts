import { ApiError } from '../../../lib/api';

/** Seconds to wait before retrying, from a 429's details.retryAfter. */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!(err instanceof ApiError) || err.status !== 429) return undefined;
  const body = err.body as { details?: { retryAfter?: unknown } } | undefined;
  const v = Number(body?.details?.retryAfter);
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

/** "2 minutes", "1 minute", "45 seconds". */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)} ${Math.ceil(seconds) === 1 ? 'second' : 'seconds'}`;
  const m = Math.ceil(seconds / 60);
  return `${m} ${m === 1 ? 'minute' : 'minutes'}`;
}

/**
 * What to tell the devotee about a failed call: the server's message (the API client already
 * picks message, then error, then 'Server error: {status}'), the network message, or `fallback`.
 * A 429 always says how long to wait.
 */
export function errorMessage(err: unknown, fallback: string): string {
  let message = fallback;
  if (err instanceof ApiError) message = err.message || fallback;
  else if (err instanceof Error && err.message) message = err.message;
  const wait = retryAfterSeconds(err);
  if (wait !== undefined && !/\b(minute|second|hour)s?\b/i.test(message)) message = `${message} Please try again in ${formatWait(wait)}.`;
  return message;
}

/** The per-field messages of a 400 (`errors`), if any. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError ? err.fieldErrors : {};
}

/** Which field a 409 duplicate is about, read from its message. */
export function conflictField(err: unknown): 'email' | 'phoneNumber' | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  if (/e-?mail/i.test(err.message)) return 'email';
  if (/phone|mobile/i.test(err.message)) return 'phoneNumber';
  return undefined;
}

/** Server field errors plus the 409 duplicate, keyed by form field. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  const out = { ...fieldErrorsOf(err) };
  const field = conflictField(err);
  if (field && err instanceof ApiError) out[field] = err.message;
  return out;
}

/**
 * A 401 on a signed-in call: the app has already signed out, said so and gone to /auth
 * (lib/auth/install.ts), so the failing screen adds no toast of its own.
 */
export const sessionEnded = (err: unknown): boolean => err instanceof ApiError && err.status === 401;
