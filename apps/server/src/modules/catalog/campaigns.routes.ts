import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignCategoryParams, idParams, nameParams } from './catalog.schemas';
import * as cached from './catalog.cached';
import { sendCached } from './read-cache';

const tags = ['Donation campaigns'];
// Cached answers go out pre-serialised and pre-gzipped (read-cache.ts): the generic compressor is skipped.
const compress = false as const;

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/donationcampaigns',
    { schema: { tags, summary: 'All campaigns with their sevas' }, compress },
    async (req, reply) => sendCached(req, reply, await cached.campaigns(ctx)),
  );

  app.get(
    '/donationcampaigns/category/:category',
    { schema: { tags, summary: 'Campaigns of one category', params: campaignCategoryParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.campaigns(ctx, req.params.category)),
  );

  app.get(
    '/donationcampaigns/donationByname/:name',
    { schema: { tags, summary: 'One campaign by its title slug (or title)', params: nameParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.campaign(ctx, { name: req.params.name })),
  );

  app.get(
    '/donationcampaigns/:id',
    { schema: { tags, summary: 'One campaign', params: idParams }, compress },
    async (req, reply) => sendCached(req, reply, await cached.campaign(ctx, { id: req.params.id })),
  );
};

export default campaignRoutes;
