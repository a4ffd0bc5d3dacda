import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loopbackOnly } from '../../lib/loopback';
import { readOutbox } from '../../lib/mail/mailer';

/**
 * GET /dev/outbox?to= — the newest queued messages (OTP codes included), for local development
 * and end-to-end tests. Not registered at all (so a 404) when NODE_ENV is production, nor when
 * SMTP_URL is set (real mail is then delivered, and a forgotten NODE_ENV must not expose codes).
 * Only this machine may read it: any other client gets 404 (lib/loopback).
 */
export default async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  if (!devOutboxEnabled(config)) return;
  if (config.NODE_ENV === 'development') app.log.warn('dev outbox is served at /api/v1/dev/outbox (set NODE_ENV=production to turn it off)');

  app.get(
    '/dev/outbox',
    { onRequest: loopbackOnly, schema: { tags: ['dev'], querystring: z.object({ to: z.string().trim().max(254).optional() }) } },
    async (req) => {
      const rows = await readOutbox(app.ctx.db, req.query.to || undefined);
      const messages = rows.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        attachments: m.attachments.map((a) => a.filename),
        createdAt: m.createdAt.toISOString(),
      }));
      return { success: true, message: 'Operation successful', data: { messages } };
    },
  );
}

export function devOutboxEnabled(config: { NODE_ENV: string; SMTP_URL?: string }): boolean {
  return config.NODE_ENV !== 'production' && !config.SMTP_URL;
}
