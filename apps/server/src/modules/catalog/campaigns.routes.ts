import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { campaignCategoryParams, idParams, nameParams } from './catalog.schemas';
import * as svc from './catalog.service';

const tags = ['Donation campaigns'];

const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/donationcampaigns', { schema: { tags, summary: 'All campaigns with their sevas' } }, async () =>
    ok(await svc.listCampaigns(ctx), 'Campaigns fetched successfully'),
  );

  app.get(
    '/donationcampaigns/category/:category',
    { schema: { tags, summary: 'Campaigns of one category', params: campaignCategoryParams } },
    async (req) => ok(await svc.listCampaigns(ctx, req.params.category), 'Campaigns fetched successfully'),
  );

  app.get(
    '/donationcampaigns/donationByname/:name',
    { schema: { tags, summary: 'One campaign by its title slug (or title)', params: nameParams } },
    async (req) => ok(await svc.getCampaign(ctx, { name: req.params.name }), 'Campaign fetched successfully'),
  );

  app.get('/donationcampaigns/:id', { schema: { tags, summary: 'One campaign', params: idParams } }, async (req) =>
    ok(await svc.getCampaign(ctx, { id: req.params.id }), 'Campaign fetched successfully'),
  );
};

export default campaignRoutes;
