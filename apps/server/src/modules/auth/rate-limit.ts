import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isLoopbackRequest } from '../../lib/loopback';
import { tooManyRequests } from '../../lib/errors';
import { describeHook } from '../../lib/openapi';
import { hitRateLimit, rateLimitCount } from './auth.repository';
import { sha256Hex } from './identity';

/** At most `limit` hits in any `windowSeconds` per subject (a sliding window, see consumeRateLimit). */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

const MIN = 60;
export const RATE_LIMITS = {
  /**
   * Sign-in attempts on one account from one client IP: whoever guesses wrong slows down only
   * themselves, so nobody can lock a devotee out of their own account from elsewhere.
   */
  loginAccount: { name: 'login-account-ip', limit: 10, windowSeconds: 15 * MIN },
  /**
   * Sign-in attempts that carry a two-factor code, per account from anywhere: whoever has the
   * password still cannot try the million codes from many IPs.
   */
  loginOtpAccount: { name: 'login-otp-account', limit: 10, windowSeconds: 15 * MIN },
  /** Two-factor set-up, enable and disable calls (code and password guesses) per user. */
  twoFactorUser: { name: 'two-factor-user', limit: 10, windowSeconds: 15 * MIN },
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
  /** Things created (sankalps, bookings and orders of every kind, addresses) per client IP … */
  createIp: { name: 'create-ip', limit: 60, windowSeconds: 10 * MIN },
  /** … and per signed-in user, wherever they call from. */
  createUser: { name: 'create-user', limit: 40, windowSeconds: 10 * MIN },
  /** Kundli PDF reports per client IP (each is drawn on demand). */
  kundliReportIp: { name: 'kundli-report-ip', limit: 30, windowSeconds: 10 * MIN },
  /** Payment verify calls per client IP (each Checkout success calls one). */
  verifyIp: { name: 'verify-ip', limit: 60, windowSeconds: 10 * MIN },
} as const satisfies Record<string, RateLimitRule>;

export function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * Counts one hit for `subject` under `rule` and throws 429 (with Retry-After) past the limit.
 * Sliding window, estimated from two fixed windows: the previous window's count weighs by the
 * share of it still inside the last `windowSeconds`, so a burst at a window's edge cannot pass
 * twice the limit. The counters live in the database, so the limit holds across processes; the
 * subject is stored only as a hash.
 */
export async function consumeRateLimit(ctx: AppContext, rule: RateLimitRule, subject: string): Promise<void> {
  const now = ctx.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const end = start + windowMs;
  const key = `${rule.name}:${sha256Hex(subject).slice(0, 32)}`;
  // Kept one window longer than it runs: the next window still weighs it.
  const current = await hitRateLimit(ctx.db, key, new Date(start), new Date(end + windowMs));
  const previous = current > rule.limit ? 0 : await rateLimitCount(ctx.db, key, new Date(start - windowMs));
  const weight = 1 - (now - start) / windowMs;
  if (current <= rule.limit && previous * weight + current <= rule.limit) return;
  // Refused hits count too (a guesser who keeps trying stays slowed). Retry-After is when one more
  // hit fits: later in this window as the previous one slides out, or in the next one, where
  // this window's count is the one sliding out.
  const fitsAt =
    current + 1 <= rule.limit
      ? start + windowMs * (1 - (rule.limit - current - 1) / previous)
      : end + windowMs * (1 - (rule.limit - 1) / current);
  throw tooMany(Math.ceil((fitsAt - now) / 1000));
}

function tooMany(seconds: number) {
  const retryAfter = Math.max(1, seconds);
  return tooManyRequests(tooManyMessage(retryAfter), retryAfter);
}

/**
 * preHandler of every call that creates something (a sankalp, a booking or order of any kind, an
 * address): per client IP and per signed-in user. This machine's own requests are not counted
 * (a developer's journeys; behind a proxy the client's address is used, see TRUST_PROXY_HOPS).
 */
export async function limitCreates(req: FastifyRequest): Promise<void> {
  if (isLoopbackRequest(req)) return;
  const { ctx } = req.server;
  await consumeRateLimit(ctx, RATE_LIMITS.createIp, req.ip);
  if (req.user) await consumeRateLimit(ctx, RATE_LIMITS.createUser, req.user.id);
}

/** preHandler of the payment verify calls: per client IP (this machine's own not counted). */
export async function limitVerifies(req: FastifyRequest): Promise<void> {
  if (isLoopbackRequest(req)) return;
  await consumeRateLimit(req.server.ctx, RATE_LIMITS.verifyIp, req.ip);
}

/** preHandler of GET /kundli/report.pdf: per client IP (this machine's own not counted). */
export async function limitReports(req: FastifyRequest): Promise<void> {
  if (isLoopbackRequest(req)) return;
  await consumeRateLimit(req.server.ctx, RATE_LIMITS.kundliReportIp, req.ip);
}

// Every route using one of these limits says so in the OpenAPI document (lib/openapi).
for (const hook of [limitCreates, limitVerifies, limitReports])
  describeHook(hook, { errors: { 429: ['rate_limited'] } });
