import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listQuery, pagedDoc, productListQuery } from './catalog.schemas';
import * as cached from './catalog.cached';
import { readerCtx } from './localize';
import { sendCached } from './read-cache';

// Cached answers go out pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
const compress = false as const;

/** Store products and the astrologers / vastu pandits of consultations. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/products',
    {
      schema: {
        tags: ['Store'],
        summary: 'A page of products, optionally of one category (`q`: name)',
        querystring: productListQuery,
      },
      config: pagedDoc,
      compress,
    },
    async (req, reply) => sendCached(req, reply, await cached.productPage(readerCtx(ctx, req), req.query)),
  );

  app.get(
    '/products/:id',
    { schema: { tags: ['Store'], summary: 'One product with up to 4 related products', params: idParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.product(readerCtx(ctx, req), req.params.id)),
  );

  app.get(
    '/pandits',
    {
      schema: {
        tags: ['Consultations'],
        summary: 'A page of astrologers and vastu consultants (`q`: name)',
        querystring: listQuery,
      },
      config: pagedDoc,
      compress,
    },
    async (req, reply) => sendCached(req, reply, await cached.panditPage(readerCtx(ctx, req), req.query)),
  );

  app.get(
    '/pandits/:id',
    { schema: { tags: ['Consultations'], summary: 'One pandit', params: idParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.pandit(readerCtx(ctx, req), req.params.id)),
  );
};

export default storeRoutes;
