import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams, listQuery, pagedDoc } from './catalog.schemas';
import * as cached from './catalog.cached';
import * as svc from './catalog.service';
import { readerCtx } from './localize';
import { sendCached } from './read-cache';
import { answerCachedReadsEarly } from './read-cache-early';
import campaignRoutes from './campaigns.routes';
import eventRoutes from './events.routes';
import pujaRoutes from './pujas.routes';
import storeRoutes from './store.routes';

/** Temples, offerings and live streams; the other catalog areas live in their own route files. */
const templeAndStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Cached answers, pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
  app.get(
    '/temples',
    {
      schema: { tags: ['Temples'], summary: 'A page of temples (`q`: name or location)', querystring: listQuery },
      config: pagedDoc,
      compress: false,
    },
    async (req, reply) => sendCached(req, reply, await cached.templePage(readerCtx(ctx, req), req.query)),
  );

  app.get(
    '/temples/:id',
    { schema: { tags: ['Temples'], summary: 'One temple', params: idParams }, compress: false },
    async (req, reply) => sendCached(req, reply, await cached.temple(readerCtx(ctx, req), req.params.id)),
  );

  app.get(
    '/offerings',
    {
      schema: {
        tags: ['Offerings'],
        summary: 'A page of offerings (gau seva, deep daan, anna seva …)',
        querystring: listQuery,
      },
      config: pagedDoc,
      compress: false,
    },
    async (req, reply) => sendCached(req, reply, await cached.offeringPage(readerCtx(ctx, req), req.query)),
  );

  // Cached for seconds only: which is live (and first) changes with the clock.
  app.get(
    '/livestream',
    {
      schema: {
        tags: ['Live streams'],
        summary: 'A page of streams: live ones first, then by start time',
        querystring: listQuery,
      },
      config: pagedDoc,
      compress: false,
    },
    async (req, reply) => sendCached(req, reply, await cached.streamPage(readerCtx(ctx, req), req.query)),
  );

  app.get(
    '/livestream/:id',
    { schema: { tags: ['Live streams'], summary: 'One stream', params: idParams } },
    async (req) => ok(await svc.getStream(readerCtx(ctx, req), req.params.id), 'Live stream fetched successfully'),
  );
};

/** The public catalog (spec part 1 § 7, part 2 § 7, part 3 § 7); read-only, no session needed. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  // No catalog read looks at the session: a signed-in devotee's token is not even looked up.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: false };
  });
  answerCachedReadsEarly(app, app.ctx);
  await app.register(templeAndStreamRoutes);
  await app.register(pujaRoutes);
  await app.register(campaignRoutes);
  await app.register(eventRoutes);
  await app.register(storeRoutes);
};

export default catalogRoutes;
