import type { FastifyInstance } from 'fastify';
import { productOrderSchema, productOrderVerifySchema } from '@sankalp/shared/schemas/productOrder';
import { createRoute, recordRoute, verifyRoute } from '../payments/payable.http';
import * as service from './orders.service';

const tags = ['product orders'];

/**
 * Store orders (spec part 3 §§ 2-5, 7): POST /product-orders/create,
 * POST /product-orders/verify-payment, GET /product-orders/{id}?key=.
 * Guests and signed-in users alike (req.user is null for a guest).
 */
export default async function productOrderRoutes(fastify: FastifyInstance) {
  const { ctx } = fastify;

  createRoute(
    fastify,
    '/product-orders/create',
    {
      tags,
      summary: 'Create a pending store order (holding its stock for 15 minutes) and its payment order',
      body: productOrderSchema,
      view: 'order',
      errors: { 409: ['total_changed', 'out_of_stock'] },
    },
    'Order Created Successfully',
    (me, body, language) => service.createOrder(ctx, me, body, language),
  );

  verifyRoute(
    fastify,
    '/product-orders/verify-payment',
    { tags, summary: 'Verify the checkout signature of a store order payment', requestBody: productOrderVerifySchema },
    'order',
    (body) => service.verifyPayment(ctx, body),
  );

  recordRoute(
    fastify,
    '/product-orders/:id',
    { tags, summary: "One store order, for the confirmation page: the owner's session or its access key (?key=)" },
    { name: 'order', message: 'Order fetched successfully' },
    (me, id, key, lang) => service.getOrder(ctx, me, id, key, lang),
  );
}
