import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams, nameParams } from './catalog.schemas';
import * as svc from './catalog.service';

const tags = ['Pujas'];

const pujaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Served from the service's short-lived cache as ready-made JSON: this is the hottest read.
  // Served from a pre-serialised, pre-gzipped cache, so the generic compressor is skipped here.
  app.get('/pujas/all', { schema: { tags, summary: 'All pujas, ordered by start time' }, compress: false }, async (req, reply) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    if (gzip) reply.header('Content-Encoding', 'gzip');
    return reply.send(await svc.allPujasJson(ctx, gzip));
  });

  app.get('/pujas/', { schema: { tags, summary: 'Featured pujas: the 3 with the highest joinedNo' } }, async () =>
    ok(await svc.featuredPujas(ctx), 'Featured pujas fetched successfully'),
  );

  app.get(
    '/pujas/pujaByname/:name',
    { schema: { tags, summary: 'One puja by its title slug (or title)', params: nameParams } },
    async (req) => ok(await svc.getPuja(ctx, { name: req.params.name }), 'Puja fetched successfully'),
  );

  app.get(
    '/pujas/:id',
    { schema: { tags, summary: 'One puja with packages and chadhava items', params: idParams } },
    async (req) => ok(await svc.getPuja(ctx, { id: req.params.id }), 'Puja fetched successfully'),
  );
};

export default pujaRoutes;
