import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loopbackOnly } from '../../lib/loopback';
import { devWhatsAppOutbox } from '../notifications/notifications.service';

/**
 * GET /dev/whatsapp?phone= — the WhatsApp template messages that would have been sent, newest
 * first, while no WhatsApp keys are set (the dev outbox of the Notifier). Not registered in
 * production nor when WHATSAPP_TOKEN is set; this machine only (lib/loopback).
 */
export default async function devWhatsAppRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  if (config.NODE_ENV === 'production' || config.WHATSAPP_TOKEN) return;

  app.get(
    '/dev/whatsapp',
    {
      onRequest: loopbackOnly,
      schema: { tags: ['dev'], querystring: z.object({ phone: z.string().trim().max(30).optional() }) },
    },
    async (req) => {
      const messages = await devWhatsAppOutbox(app.ctx.db, req.query.phone || undefined);
      return { success: true, message: 'Operation successful', data: { messages } };
    },
  );
}
