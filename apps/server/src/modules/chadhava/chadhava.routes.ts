import type { FastifyInstance } from 'fastify';
import { chadhavaBookingSchema, chadhavaVerifySchema } from '@sankalp/shared/schemas/chadhavaBooking';
import { createRoute, recordRoute, verifyRoute } from '../payments/payable.http';
import * as service from './chadhava.service';

const tags = ['chadhava bookings'];

/**
 * Chadhava event bookings (spec part 2 §§ 2-5, 7): POST /chadhava-bookings/,
 * POST /chadhava-bookings/verify-payment, GET /chadhava-bookings/{id}?key=.
 * Guests and signed-in users alike (req.user is null for a guest).
 */
export default async function chadhavaBookingRoutes(fastify: FastifyInstance) {
  const { ctx } = fastify;

  createRoute(
    fastify,
    '/chadhava-bookings/',
    {
      tags,
      summary: 'Create a pending chadhava booking (holding one slot for 15 minutes) and its payment order',
      body: chadhavaBookingSchema,
      view: 'booking',
      errors: { 404: ['not_found'], 409: ['total_changed', 'event_inactive', 'event_closed', 'event_full', 'listing_unapproved'] },
    },
    'Booking Created Successfully',
    (me, body, language) => service.createBooking(ctx, me, body, language),
  );

  verifyRoute(
    fastify,
    '/chadhava-bookings/verify-payment',
    { tags, summary: 'Verify the checkout signature of a chadhava booking payment', requestBody: chadhavaVerifySchema },
    'booking',
    (body) => service.verifyPayment(ctx, body),
  );

  recordRoute(
    fastify,
    '/chadhava-bookings/:id',
    { tags, summary: "One chadhava booking, for the success page: the owner's session or its access key (?key=)" },
    { name: 'booking', message: 'Booking fetched successfully' },
    (me, id, key, lang) => service.getBooking(ctx, me, id, key, lang),
  );
}
