import type { AppContext } from '../../context';
import { tooManyRequests } from '../../lib/errors';
import { hitRateLimit } from './auth.repository';
import { sha256Hex } from './identity';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` per subject. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

const MIN = 60;
export const RATE_LIMITS = {
  /** Sign-in attempts per account (normalised e-mail or phone). */
  loginAccount: { name: 'login-account', limit: 10, windowSeconds: 15 * MIN },
  /** Sign-in attempts per client IP, whatever the account. */
  loginIp: { name: 'login-ip', limit: 50, windowSeconds: 15 * MIN },
  /** Reset-code requests per e-mail (known or not). */
  otpEmail: { name: 'otp-email', limit: 3, windowSeconds: 15 * MIN },
  /** Reset-code requests per client IP. */
  otpIp: { name: 'otp-ip', limit: 20, windowSeconds: 15 * MIN },
  /** Reset-code checks per client IP (each code also dies after 5 wrong tries). */
  otpVerifyIp: { name: 'otp-verify-ip', limit: 30, windowSeconds: 15 * MIN },
  /** Sign-ups per client IP. */
  registerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * MIN },
  /** Signed-in password changes (current-password guesses) per user. */
  changePassword: { name: 'change-password', limit: 10, windowSeconds: 15 * MIN },
} as const satisfies Record<string, RateLimitRule>;

export function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Counts one hit for `subject` under `rule` and throws 429 (with Retry-After) past the limit.
 * The counter lives in the database, so the limit holds across processes. The subject is stored
 * only as a hash.
 */
export async function consumeRateLimit(ctx: AppContext, rule: RateLimitRule, subject: string): Promise<void> {
  const now = ctx.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  const key = `${rule.name}:${sha256Hex(subject).slice(0, 32)}`;
  const count = await hitRateLimit(ctx.db, key, new Date(start), new Date(end));
  if (count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((end - now) / 1000));
    throw tooManyRequests(tooManyMessage(retryAfter), retryAfter);
  }
}
