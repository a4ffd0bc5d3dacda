import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared/schemas/ids';
import { prasadFeedbackSchema, prasadOrderSchema, prasadVerifySchema } from '@sankalp/shared/schemas/prasad';
import { requestLanguage } from '../../lib/request-language';
import { ok } from '../../lib/envelope';
import { isLoopbackRequest } from '../../lib/loopback';
import { describeHook } from '../../lib/openapi';
import { currentUser, requireUser } from '../auth/auth.guards';
import { consumeRateLimit, limitCreates, type RateLimitRule } from '../auth/rate-limit';
import { accessKeyQuery, createRoute, recordRoute, verifyRoute } from '../payments/payable.http';
import * as service from './prasad.service';

const tags = ['prasad'];

/** Public tracking lookups per client IP: enough for a family, too few to walk the id space. */
export const TRACKING_LIMIT: RateLimitRule = { name: 'prasad-track-ip', limit: 60, windowSeconds: 10 * 60 };

async function limitTracking(req: FastifyRequest): Promise<void> {
  if (isLoopbackRequest(req)) return;
  await consumeRateLimit(req.server.ctx, TRACKING_LIMIT, req.ip);
}
describeHook(limitTracking, { errors: { 429: ['rate_limited'] } });

/**
 * The prasad page (spec part 3; issue 10): offerings, orders through the payment contract (guests
 * and signed-in devotees alike), the signed-in devotee's orders, the public tracking lookup and the
 * feedback of a delivered order.
 */
export default async function prasadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/prasad/offerings',
    {
      schema: {
        tags,
        summary: 'Published prasad offerings with their temple, rating and review count (computed from feedback)',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
      },
    },
    async (req) =>
      ok(
        { offerings: await service.listOfferings(ctx, req.query.q || undefined, requestLanguage(req)) },
        'Prasad offerings fetched',
      ),
  );

  app.get(
    '/prasad/offerings/:id',
    { schema: { tags, summary: 'One published prasad offering', params: z.object({ id: idSchema }) } },
    async (req) =>
      ok({ offering: await service.getOffering(ctx, req.params.id, requestLanguage(req)) }, 'Prasad offering fetched'),
  );

  createRoute(
    fastify,
    '/prasad/orders',
    {
      tags,
      summary: 'Order prasad: a pending order for the offering price × quantity, and its payment order',
      body: prasadOrderSchema,
      view: 'order',
      errors: { 404: ['not_found'], 409: ['out_of_stock'] },
    },
    'Prasad Ordered Successfully',
    (me, body, language) => service.createOrder(ctx, me, body, language),
  );

  verifyRoute(
    fastify,
    '/prasad/orders/verify-payment',
    { tags, summary: 'Verify the checkout signature of a prasad order payment', requestBody: prasadVerifySchema },
    'order',
    (body) => service.verifyPayment(ctx, body),
  );

  app.get(
    '/prasad/orders',
    {
      onRequest: requireUser,
      schema: { tags, summary: "The signed-in devotee's paid prasad orders: current and previous, newest first" },
    },
    async (req) => ok(await service.listMyOrders(ctx, currentUser(req), requestLanguage(req)), 'Prasad orders fetched'),
  );

  recordRoute(
    fastify,
    '/prasad/orders/:id',
    { tags, summary: "One prasad order: the owner's session or its access key (?key=)" },
    { name: 'order', message: 'Order fetched successfully' },
    (me, id, key, lang) => service.getOrder(ctx, me, id, key, lang),
  );

  app.post(
    '/prasad/orders/:id/feedback',
    {
      preHandler: limitCreates,
      schema: {
        tags,
        summary: "Feedback on a delivered order, once: the owner's session or its access key (?key=)",
        params: z.object({ id: idSchema }),
        querystring: accessKeyQuery,
        body: prasadFeedbackSchema,
      },
      config: {
        openapi: { auth: 'optional', errors: { 404: ['not_found'], 409: ['already_reviewed', 'not_delivered'] } },
      },
    },
    async (req, reply) => {
      const order = await service.leaveFeedback(ctx, req.user, req.params.id, req.query.key, req.body);
      return reply.status(201).send(ok({ order }, 'Feedback Submitted'));
    },
  );

  app.get(
    '/prasad/track/:trackingId',
    {
      preHandler: limitTracking,
      schema: {
        tags,
        summary: 'Track a paid order by its tracking id (any case, blanks ignored); nothing personal is answered',
        params: z.object({ trackingId: z.string().max(64) }),
      },
      config: { openapi: { auth: 'none', errors: { 404: ['not_found'] } } },
    },
    async (req) =>
      ok({ tracking: await service.track(ctx, req.params.trackingId, requestLanguage(req)) }, 'Tracking fetched'),
  );
}
