import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  panditBookingSchema,
  panditVerifySchema,
} from '@sankalp/shared/schemas/panditBooking';
import { ok } from '../../lib/envelope';
import { idParams } from '../catalog/catalog.schemas';
import { createRoute, recordRoute, verifyRoute } from '../payments/payable.http';
import * as service from './consultations.service';

const tags = ['Consultations'];

/**
 * Consultations (spec part 3 §§ 2-5, 7): GET /pandits/{id}/availability?date=, POST
 * /pandit-bookings, POST /pandit-bookings/verifypayment, GET /pandit-bookings/{id}?key=.
 * Guests and signed-in users alike (req.user is null for a guest).
 */
export default async function consultationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/pandits/:id/availability',
    {
      schema: {
        tags,
        summary: "A pandit's free consultation times on an IST date (working hours minus held or paid bookings)",
        params: idParams,
        querystring: availabilityQuerySchema,
      },
    },
    async (req, reply) => {
      // Times change with every booking: never cached.
      reply.header('Cache-Control', 'no-store');
      return ok(await service.availability(ctx, req.params.id, req.query.date), 'Availability fetched successfully');
    },
  );

  createRoute(
    fastify,
    '/pandit-bookings',
    {
      tags,
      summary: 'Create a pending consultation (holding its time for 15 minutes) and its payment order',
      body: panditBookingSchema,
      view: 'booking',
      errors: { 404: ['not_found'], 409: ['total_changed', 'slot_taken'] },
    },
    'Booking Created Successfully',
    (me, body, language) => service.createBooking(ctx, me, body, language),
  );

  verifyRoute(
    fastify,
    '/pandit-bookings/verifypayment',
    { tags, summary: 'Verify the checkout signature of a consultation payment', requestBody: panditVerifySchema },
    'booking',
    (body) => service.verifyPayment(ctx, body),
  );

  recordRoute(
    fastify,
    '/pandit-bookings/:id',
    { tags, summary: "One consultation, for the receipt page: the owner's session or its access key (?key=)" },
    { name: 'booking', message: 'Booking fetched successfully' },
    (me, id, key, lang) => service.getBooking(ctx, me, id, key, lang),
  );
}
