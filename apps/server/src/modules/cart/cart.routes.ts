import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartLinesSchema } from '@sankalp/shared/schemas/cart';
import { currentUser, requireUser } from '../auth/auth.guards';
import { readerCtx } from '../catalog/localize';
import * as service from './cart.service';

const tags = ['cart'];

/**
 * The cart (beyond the spec, issue 9): the signed-in user's on the account (GET/PUT /cart,
 * POST /cart/merge at sign-in), a guest's priced without storing (POST /cart/quote). Lines carry
 * no prices: every answer is priced from the products and checked against the stock.
 */
export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const signedIn = { onRequest: requireUser };

  app.get(
    '/cart',
    { ...signedIn, schema: { tags, summary: "The signed-in user's cart, priced now" } },
    async (req) => ({
      success: true,
      message: 'Cart fetched successfully',
      data: await service.getCart(readerCtx(ctx, req), currentUser(req).id),
    }),
  );

  app.put(
    '/cart',
    { ...signedIn, schema: { tags, summary: "Replace the signed-in user's cart", body: cartLinesSchema } },
    async (req) => ({
      success: true,
      message: 'Cart updated successfully',
      data: await service.replaceCart(readerCtx(ctx, req), currentUser(req).id, req.body.lines),
    }),
  );

  app.post(
    '/cart/merge',
    {
      ...signedIn,
      schema: { tags, summary: "Add a guest's lines into the signed-in user's cart", body: cartLinesSchema },
    },
    async (req) => ({
      success: true,
      message: 'Cart merged successfully',
      data: await service.mergeCart(readerCtx(ctx, req), currentUser(req).id, req.body.lines),
    }),
  );

  app.post(
    '/cart/quote',
    { schema: { tags, summary: "Price a guest's cart (nothing is stored)", body: cartLinesSchema } },
    async (req) => ({
      success: true,
      message: 'Cart priced successfully',
      data: await service.quoteCart(readerCtx(ctx, req), req.body.lines),
    }),
  );
}
