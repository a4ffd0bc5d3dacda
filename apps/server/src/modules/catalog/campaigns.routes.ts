import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignCategoryParams, idParams, listQuery, nameParams, pagedDoc } from './catalog.schemas';
import * as cached from './catalog.cached';
import { readerCtx } from './localize';
import { sendCached } from './read-cache';

const tags = ['Donation campaigns'];
// Cached answers go out pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
const compress = false as const;

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/donationcampaigns',
    {
      schema: { tags, summary: 'A page of campaigns with their sevas (`q`: title)', querystring: listQuery },
      config: pagedDoc,
      compress,
    },
    async (req, reply) => sendCached(req, reply, await cached.campaignPage(readerCtx(ctx, req), undefined, req.query)),
  );

  app.get(
    '/donationcampaigns/category/:category',
    {
      schema: {
        tags,
        summary: 'A page of campaigns of one category',
        params: campaignCategoryParams,
        querystring: listQuery,
      },
      config: pagedDoc,
      compress,
    },
    async (req, reply) =>
      sendCached(req, reply, await cached.campaignPage(readerCtx(ctx, req), req.params.category, req.query)),
  );

  app.get(
    '/donationcampaigns/donationByname/:name',
    { schema: { tags, summary: 'One campaign by its title slug (or title)', params: nameParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.campaign(readerCtx(ctx, req), { name: req.params.name })),
  );

  app.get(
    '/donationcampaigns/:id',
    { schema: { tags, summary: 'One campaign', params: idParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.campaign(readerCtx(ctx, req), { id: req.params.id })),
  );
};

export default campaignRoutes;
