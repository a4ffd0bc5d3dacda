import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, nameParams, pagedDoc, pujaListQuery } from './catalog.schemas';
import * as cached from './catalog.cached';
import { readerCtx } from './localize';
import { sendCached } from './read-cache';

const tags = ['Pujas'];
// Cached answers go out pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
const compress = false as const;

const pujaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/pujas/all',
    {
      schema: {
        tags,
        summary: 'A page of pujas: open and upcoming by start time, then those closed in the last 7 days',
        description:
          '`status=open` lists only the open and upcoming, `status=closed` every ended puja (most recently ended first); `temple` and `q` (title, temple name or location) filter. `page.nextCursor` goes in `cursor` for the next page.',
        querystring: pujaListQuery,
      },
      config: pagedDoc,
      compress,
    },
    async (req, reply) => sendCached(req, reply, await cached.pujaPage(readerCtx(ctx, req), req.query)),
  );

  app.get(
    '/pujas/',
    { schema: { tags, summary: 'Featured pujas: the 3 open ones with the highest joinedNo' }, compress },
    async (req, reply) => sendCached(req, reply, await cached.featuredPujas(readerCtx(ctx, req))),
  );

  app.get(
    '/pujas/pujaByname/:name',
    { schema: { tags, summary: 'One puja by its title slug (or title)', params: nameParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.puja(readerCtx(ctx, req), { name: req.params.name })),
  );

  app.get(
    '/pujas/:id',
    { schema: { tags, summary: 'One puja with packages and chadhava items', params: idParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.puja(readerCtx(ctx, req), { id: req.params.id })),
  );
};

export default pujaRoutes;
