import { ApiError } from '../../../lib/api';
import { accountT } from '../i18n/index';

/** Seconds to wait before retrying, from a 429's details.retryAfter. */
export function retryAfterSeconds(err: unknown): number | undefined {
  if (!(err instanceof ApiError) || err.status !== 429) return undefined;
  const body = err.body as { details?: { retryAfter?: unknown } } | undefined;
  const v = Number(body?.details?.retryAfter);
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

/** "2 minutes", "1 minute", "45 seconds" (in the reader's language). */
export function formatWait(seconds: number): string {
  if (seconds < 60) return accountT('wait.second', { count: Math.ceil(seconds) });
  return accountT('wait.minute', { count: Math.ceil(seconds / 60) });
}

/**
 * What to tell the devotee about a failed call: the server's message (the API client already
 * picks message, then error, then 'Server error: {status}'), the network message, or `fallback`.
 * A 429 always says how long to wait: our rate limits (`rate_limited`) say it in their message,
 * in the reader's language; any other 429 that gives a wait gets it added.
 */
export function errorMessage(err: unknown, fallback: string): string {
  let message = fallback;
  if (err instanceof ApiError) message = err.message || fallback;
  else if (err instanceof Error && err.message) message = err.message;
  const wait = retryAfterSeconds(err);
  if (wait !== undefined && !(err instanceof ApiError && err.code === 'rate_limited'))
    message = accountT('wait.retryIn', { message, wait: formatWait(wait) });
  return message;
}

/** The per-field messages of a 400 (`errors`), if any. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError ? err.fieldErrors : {};
}

/** Which field a 409 duplicate is about, by its code (the message is in the reader's language). */
export function conflictField(err: unknown): 'email' | 'phoneNumber' | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.code === 'email_taken') return 'email';
  if (err.code === 'phone_taken') return 'phoneNumber';
  return undefined;
}

/** The first of `fields` (in order) the server put a message under, to mark and focus it. */
export function firstFieldError<F extends string>(err: unknown, fields: readonly F[]): { field: F; message: string } | undefined {
  const errors = fieldErrorsOf(err);
  const field = fields.find((f) => errors[f]);
  return field ? { field, message: errors[field]! } : undefined;
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
