import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams } from './catalog.schemas';
import * as cached from './catalog.cached';
import * as svc from './catalog.service';
import { sendCached } from './read-cache';
import campaignRoutes from './campaigns.routes';
import eventRoutes from './events.routes';
import pujaRoutes from './pujas.routes';
import storeRoutes from './store.routes';

/** Temples, offerings and live streams; the other catalog areas live in their own route files. */
const templeAndStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Cached answers, pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
  app.get('/temples', { schema: { tags: ['Temples'], summary: 'All temples' }, compress: false }, async (req, reply) =>
    sendCached(req, reply, await cached.temples(ctx)),
  );

  app.get(
    '/temples/:id',
    { schema: { tags: ['Temples'], summary: 'One temple', params: idParams }, compress: false },
    async (req, reply) => sendCached(req, reply, await cached.temple(ctx, req.params.id)),
  );

  app.get(
    '/offerings',
    { schema: { tags: ['Offerings'], summary: 'Offerings (gau seva, deep daan, anna seva …)' }, compress: false },
    async (req, reply) => sendCached(req, reply, await cached.offerings(ctx)),
  );

  // Streams are not cached: which is live (and first) changes with the clock.

  app.get('/livestream', { schema: { tags: ['Live streams'], summary: 'All streams, live ones first' } }, async () =>
    ok(await svc.listStreams(ctx), 'Live streams fetched successfully'),
  );

  app.get(
    '/livestream/:id',
    { schema: { tags: ['Live streams'], summary: 'One stream', params: idParams } },
    async (req) => ok(await svc.getStream(ctx, req.params.id), 'Live stream fetched successfully'),
  );
};

/** The public catalog (spec part 1 § 7, part 2 § 7, part 3 § 7); read-only, no session needed. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(templeAndStreamRoutes);
  await app.register(pujaRoutes);
  await app.register(campaignRoutes);
  await app.register(eventRoutes);
  await app.register(storeRoutes);
};

export default catalogRoutes;
