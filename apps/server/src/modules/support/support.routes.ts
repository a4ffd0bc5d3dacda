import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  supportListQuery,
  supportMessageSchema,
  supportReplySchema,
  supportThreadParams,
} from '@sankalp/shared/schemas/support';
import { requireRole } from '../auth/auth.guards';
import { limitSupportMessages } from './support.limits';
import * as support from './support.service';

/**
 * The support inbox (issue 14): the contact and help forms post here (public, rate-limited), and
 * admins and operators read, answer by e-mail and close the threads. Each /admin route is in
 * admin-matrix.test.ts.
 */
export default async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const staff = requireRole('admin', 'operator');
  const tags = ['admin'];

  app.post(
    '/support/messages',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a message from the contact or help form (acknowledged by e-mail)',
        body: supportMessageSchema,
      },
      preHandler: limitSupportMessages,
      config: { openapi: { auth: 'optional', success: { status: 201 } } },
    },
    async (req, reply) => {
      const data = await support.receiveMessage(ctx, req, req.body);
      return reply.status(201).send({ success: true, message: 'Your message has been sent', data });
    },
  );

  app.get('/admin/support', { onRequest: staff, schema: { tags, querystring: supportListQuery } }, async (req) => {
    const data = await support.listThreads(ctx, req.query);
    return { success: true, message: 'Operation successful', data };
  });

  app.get('/admin/support/:id', { onRequest: staff, schema: { tags, params: supportThreadParams } }, async (req) => {
    const data = await support.getThread(ctx, req.params.id);
    return { success: true, message: 'Operation successful', data };
  });

  app.post(
    '/admin/support/:id/reply',
    {
      onRequest: staff,
      schema: { tags, params: supportThreadParams, body: supportReplySchema },
      config: { openapi: { success: { status: 201 }, errors: { 404: ['not_found'], 409: ['conflict'] } } },
    },
    async (req, reply) => {
      const data = await support.reply(ctx, req, req.params.id, req.body.body);
      return reply.status(201).send({ success: true, message: 'Reply sent', data });
    },
  );

  app.post(
    '/admin/support/:id/close',
    {
      onRequest: staff,
      schema: { tags, params: supportThreadParams },
      config: { openapi: { errors: { 404: ['not_found'] } } },
    },
    async (req) => {
      const data = await support.close(ctx, req, req.params.id);
      return { success: true, message: 'Thread closed', data };
    },
  );
}
