import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared';
import {
  adminSettingsSchema,
  refundBodySchema,
  refundSuggestionQuerySchema,
  resolveBodySchema,
} from '@sankalp/shared/schemas/admin-refunds';
import { requireRole } from '../auth/auth.guards';
import * as refunds from './refunds.service';

const orderParams = z.object({ orderId: idSchema });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/**
 * Refunds, the payments review queue and the console's settings (issue 14): admins and operators
 * (operators refund up to the limit an admin sets here). Each route is in admin-matrix.test.ts.
 */
export default async function adminRefundRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const staff = requireRole('admin', 'operator');
  const adminOnly = requireRole('admin');
  const tags = ['admin'];

  app.get(
    '/admin/refunds/suggestion',
    {
      onRequest: staff,
      schema: { tags, summary: 'The refund tier and amounts of one record', querystring: refundSuggestionQuerySchema },
    },
    async (req) => {
      const data = await refunds.suggestion(ctx, req, req.query);
      return { success: true, message: 'Operation successful', data };
    },
  );

  app.post(
    '/admin/refunds',
    {
      onRequest: staff,
      schema: { tags, summary: 'Refund part or all of what was paid, through the provider', body: refundBodySchema },
      config: {
        openapi: {
          success: { status: 201 },
          errors: {
            403: ['refund_limit'],
            404: ['not_found'],
            409: ['not_paid', 'refund_exceeds_paid'],
            502: ['refund_failed'],
          },
        },
      },
    },
    async (req, reply) => {
      const data = await refunds.createRefund(ctx, req, req.body);
      return reply.status(201).send({ success: true, message: 'Refund requested', data });
    },
  );

  app.get(
    '/admin/payments/review',
    { onRequest: staff, schema: { tags, summary: 'Payments flagged for review', querystring: pageQuery } },
    async (req) => {
      const data = await refunds.reviewQueue(ctx, req.query);
      return { success: true, message: 'Operation successful', data };
    },
  );

  app.post(
    '/admin/payments/:orderId/resolve',
    {
      onRequest: staff,
      schema: { tags, summary: 'Clear a review flag with a note', params: orderParams, body: resolveBodySchema },
      config: { openapi: { errors: { 404: ['not_found'], 409: ['not_flagged'] } } },
    },
    async (req) => {
      const data = await refunds.resolveReview(ctx, req, req.params.orderId, req.body);
      return { success: true, message: 'Review resolved', data };
    },
  );

  app.get('/admin/settings', { onRequest: staff, schema: { tags, summary: 'Console settings' } }, async () => {
    const data = await refunds.getSettings(ctx);
    return { success: true, message: 'Operation successful', data };
  });

  app.put(
    '/admin/settings',
    { onRequest: adminOnly, schema: { tags, summary: 'Change console settings (admin)', body: adminSettingsSchema } },
    async (req) => {
      const data = await refunds.putSettings(ctx, req, req.body);
      return { success: true, message: 'Settings saved', data };
    },
  );
}
