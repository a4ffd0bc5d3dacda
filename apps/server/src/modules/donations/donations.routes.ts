import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { donationRequestSchema, donationVerifySchema } from '@sankalp/shared/schemas/donation';
import { createRoute, recordRequest, recordRoute, verifyRoute } from '../payments/payable.http';
import * as service from './donations.service';

const tags = ['donations'];

/**
 * Donations (spec part 2 §§ 2-5, 7): POST /donationsbooking/create, POST
 * /donationsbooking/verify-payment, GET /donationsbooking/{id}, GET /donationsbooking/{id}/receipt.pdf.
 * Guests and signed-in users alike (req.user is null for a guest).
 */
export default async function donationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // Every answer here carries the donor's name, address or PAN: never kept by a cache.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  createRoute(
    fastify,
    '/donationsbooking/create',
    {
      tags,
      summary: 'Create a pending donation (sevas and a free amount) and its payment order',
      body: donationRequestSchema,
      view: 'donation',
      errors: { 404: ['not_found'], 409: ['total_changed'] },
    },
    'Donation created successfully',
    (me, body, language) => service.createDonation(ctx, me, body, language),
  );

  verifyRoute(
    fastify,
    '/donationsbooking/verify-payment',
    { tags, summary: 'Verify the checkout signature of a donation payment', requestBody: donationVerifySchema },
    'donation',
    (body) => service.verifyPayment(ctx, body),
  );

  recordRoute(
    fastify,
    '/donationsbooking/:id',
    { tags, summary: "One donation, for the success page: the owner's session or its access key (?key=)" },
    { name: 'donation', message: 'Donation fetched successfully' },
    (me, id, key, lang) => service.getDonation(ctx, me, id, key, lang),
  );

  app.get(
    '/donationsbooking/:id/receipt.pdf',
    {
      schema: {
        tags,
        summary: "The donation's receipt PDF (80G when eligible): the owner's session or ?key=; 409 until paid",
        ...recordRequest,
      },
      config: {
        openapi: { auth: 'optional', success: { contentType: 'application/pdf' }, errors: { 409: ['conflict'] } },
      },
    },
    async (req, reply) => {
      const { filename, pdf } = await service.getReceipt(ctx, req.user, req.params.id, req.query.key);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
}
