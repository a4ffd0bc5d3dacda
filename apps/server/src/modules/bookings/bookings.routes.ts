import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared/schemas/ids';
import { chadhavaForPujaSchema } from '@sankalp/shared/schemas/pujaBooking';
import { pujaCheckoutSchema } from '@sankalp/shared/schemas/pujaCheckout';
import { sankalpRequestSchema } from '@sankalp/shared/schemas/sankalp';
import * as service from './bookings.service';

const tags = ['puja bookings'];

/** A changed total is a 409 carrying the current figure: `{ success: false, message, data: { amount_total } }`. */
async function totalChecked<T>(reply: FastifyReply, status: number, message: string, fn: () => Promise<T>) {
  try {
    const data = await fn();
    return reply.status(status).send({ success: true, message, data });
  } catch (e) {
    if (e instanceof service.TotalChangedError) {
      return reply
        .status(409)
        .send({ success: false, message: e.message, error: e.message, data: { amount_total: e.amountTotal } });
    }
    throw e;
  }
}

/**
 * Puja booking (spec part 2 §§ 2-7): POST /sankalp/, POST /poojabooking/,
 * POST /poojabooking/chadhavabooking, POST /poojabooking/verifypayment, GET /poojabooking/{id}.
 * Guests and signed-in users alike (req.user is null for a guest).
 */
export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  service.registerPujaBookingHooks();

  app.post(
    '/sankalp/',
    { schema: { tags, summary: 'Save the sankalp form', body: sankalpRequestSchema } },
    async (req, reply) => {
      const data = await service.saveSankalp(ctx, req.user, req.body);
      return reply.status(201).send({ success: true, message: 'Sankalp saved successfully', data });
    },
  );

  app.post(
    '/poojabooking/',
    {
      schema: {
        tags,
        summary: 'Create a pending puja booking (optionally with its chadhava) and its payment order',
        body: pujaCheckoutSchema,
      },
    },
    async (req, reply) =>
      totalChecked(reply, 201, 'Booking created successfully', () => service.createBooking(ctx, req.user, req.body)),
  );

  app.post(
    '/poojabooking/chadhavabooking',
    {
      schema: {
        tags,
        summary: 'Set the chadhava of an unpaid booking; answers the new total and order',
        body: chadhavaForPujaSchema,
      },
    },
    async (req, reply) =>
      totalChecked(reply, 200, 'Chadhava added to booking', () => service.setChadhava(ctx, req.user, req.body)),
  );

  app.post(
    '/poojabooking/verifypayment',
    { schema: { tags, summary: 'Verify the checkout signature of a puja payment' } },
    async (req, reply) => {
      const booking = await service.verifyPayment(ctx, req.body);
      if (!booking) return reply.status(400).send({ status: 'failed', success: false, message: service.VERIFY_FAILED });
      return { status: 'success', success: true, message: 'Payment verified successfully', data: { booking } };
    },
  );

  app.get(
    '/poojabooking/:id',
    { schema: { tags, summary: 'One puja booking, for the confirmation page', params: z.object({ id: idSchema }) } },
    async (req) => {
      const booking = await service.getBooking(ctx, req.user, req.params.id);
      return { success: true, message: 'Booking fetched successfully', data: { booking } };
    },
  );
}
