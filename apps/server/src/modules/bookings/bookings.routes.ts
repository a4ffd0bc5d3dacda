import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chadhavaForPujaSchema, paymentVerifySchema } from '@sankalp/shared/schemas/pujaBooking';
import { pujaCheckoutSchema } from '@sankalp/shared/schemas/pujaCheckout';
import { sankalpRequestSchema } from '@sankalp/shared/schemas/sankalp';
import { accessKeyQuery, createRoute, recordRoute, verifyRoute } from '../payments/payable.http';
import * as service from './bookings.service';
import { limitCreates } from '../auth/rate-limit';

const tags = ['puja bookings'];

/**
 * Puja booking (spec part 2 §§ 2-7): POST /sankalp/, POST /poojabooking/,
 * POST /poojabooking/chadhavabooking, POST /poojabooking/verifypayment, GET /poojabooking/{id}.
 * Guests and signed-in users alike (req.user is null for a guest).
 */
export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/sankalp/',
    {
      preHandler: limitCreates,
      schema: { tags, summary: 'Save the sankalp form', body: sankalpRequestSchema },
      config: { openapi: { auth: 'optional', success: { status: 201 }, errors: { 404: ['not_found'] } } },
    },
    async (req, reply) => {
      const data = await service.saveSankalp(ctx, req.user, req.body);
      return reply.status(201).send({ success: true, message: 'Sankalp saved successfully', data });
    },
  );

  createRoute(
    fastify,
    '/poojabooking/',
    {
      tags,
      summary: 'Create a pending puja booking (optionally with its chadhava) and its payment order',
      body: pujaCheckoutSchema,
      view: 'booking',
      errors: { 404: ['not_found', 'sankalp_not_found'], 409: ['total_changed', 'booking_closed', 'listing_unapproved'] },
    },
    'Booking created successfully',
    (me, body, language) => service.createBooking(ctx, me, body, language),
  );

  app.post(
    '/poojabooking/chadhavabooking',
    {
      schema: {
        tags,
        summary:
          "Set the chadhava of an unpaid booking (the owner's session or ?key=); answers the new total and order",
        body: chadhavaForPujaSchema,
        querystring: accessKeyQuery,
      },
      config: {
        openapi: {
          auth: 'optional',
          errors: {
            404: ['not_found'],
            409: ['total_changed', 'already_paid', 'booking_expired', 'booking_closed', 'listing_unapproved'],
            502: ['internal'],
          },
        },
      },
    },
    async (req) => {
      const data = await service.setChadhava(ctx, req.user, req.body, req.query.key ?? req.body.key);
      return { success: true, message: 'Chadhava added to booking', data };
    },
  );

  verifyRoute(
    fastify,
    '/poojabooking/verifypayment',
    { tags, summary: 'Verify the checkout signature of a puja payment', requestBody: paymentVerifySchema },
    'booking',
    (body) => service.verifyPayment(ctx, body),
  );

  recordRoute(
    fastify,
    '/poojabooking/:id',
    { tags, summary: "One puja booking, for the confirmation page: the owner's session or its access key (?key=)" },
    { name: 'booking', message: 'Booking fetched successfully' },
    (me, id, key, lang) => service.getBooking(ctx, me, id, key, lang),
  );
}
