import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventListQuery, idParams, nameParams, pagedDoc } from './catalog.schemas';
import * as cached from './catalog.cached';
import { readerCtx } from './localize';
import { sendCached } from './read-cache';

const tags = ['Chadhava events'];
// Cached answers go out pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
const compress = false as const;

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/chadhava-events/upcoming',
    {
      schema: {
        tags,
        summary: 'A page of events from 7 days ago onwards, by date (recent past ones show as Closed)',
        description: '`temple` and `q` (name, temple name or location) filter; `page.nextCursor` goes in `cursor`.',
        querystring: eventListQuery,
      },
      config: pagedDoc,
      compress,
    },
    async (req, reply) => sendCached(req, reply, await cached.eventPage(readerCtx(ctx, req), req.query)),
  );

  app.get(
    '/chadhava-events/getChadhavaEventByName/:name',
    { schema: { tags, summary: 'One event by its name slug (or name)', params: nameParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.event(readerCtx(ctx, req), { name: req.params.name })),
  );

  app.get(
    '/chadhava-events/:id',
    { schema: { tags, summary: 'One event with its offerings', params: idParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.event(readerCtx(ctx, req), { id: req.params.id })),
  );
};

export default eventRoutes;
