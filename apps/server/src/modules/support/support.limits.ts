import type { FastifyRequest } from 'fastify';
import { isLoopbackRequest } from '../../lib/loopback';
import { describeHook } from '../../lib/openapi';
import { consumeRateLimit, type RateLimitRule } from '../auth/rate-limit';

/**
 * Each support message e-mails an acknowledgement to the address typed in: tighter limits than
 * other public writes, per client IP and per recipient, so the form cannot be used to flood a
 * mailbox or our own inbox.
 */
export const SUPPORT_LIMITS = {
  ip: { name: 'support-ip', limit: 10, windowSeconds: 60 * 60 },
  email: { name: 'support-email', limit: 5, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** preHandler of POST /support/messages (after validation: the e-mail is known). */
export async function limitSupportMessages(req: FastifyRequest): Promise<void> {
  if (isLoopbackRequest(req)) return;
  const { ctx } = req.server;
  await consumeRateLimit(ctx, SUPPORT_LIMITS.ip, req.ip);
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email === 'string') await consumeRateLimit(ctx, SUPPORT_LIMITS.email, email.trim().toLowerCase());
}
describeHook(limitSupportMessages, { errors: { 429: ['rate_limited'] } });
