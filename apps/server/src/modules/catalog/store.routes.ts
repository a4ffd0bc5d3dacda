import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams, productListQuery } from './catalog.schemas';
import * as svc from './catalog.service';

/** Store products and the astrologers / vastu pandits of consultations. */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/products',
    { schema: { tags: ['Store'], summary: 'Products, optionally of one category', querystring: productListQuery } },
    async (req) => ok({ products: await svc.listProducts(ctx, req.query.category) }, 'Products fetched successfully'),
  );

  app.get(
    '/products/:id',
    { schema: { tags: ['Store'], summary: 'One product with up to 4 related products', params: idParams } },
    async (req) => ok({ product: await svc.getProduct(ctx, req.params.id) }, 'Product fetched successfully'),
  );

  app.get('/pandits', { schema: { tags: ['Consultations'], summary: 'Astrologers and vastu consultants' } }, async () =>
    ok({ pandits: await svc.listPandits(ctx) }, 'Pandits fetched successfully'),
  );

  app.get(
    '/pandits/:id',
    { schema: { tags: ['Consultations'], summary: 'One pandit', params: idParams } },
    async (req) => ok({ pandit: await svc.getPandit(ctx, req.params.id) }, 'Pandit fetched successfully'),
  );
};

export default storeRoutes;
