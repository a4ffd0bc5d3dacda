import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { idParams, nameParams } from './catalog.schemas';
import * as svc from './catalog.service';

const tags = ['Chadhava events'];

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // The spec's client reads `status: 'success'` here (part 2 § 7), beside the usual envelope.
  app.get(
    '/chadhava-events/upcoming',
    { schema: { tags, summary: 'Events from 7 days ago onwards, by date (recent past ones show as Closed)' } },
    async () => {
      const { success, message, data } = ok({ events: await svc.upcomingEvents(ctx) }, 'Events fetched successfully');
      return { success, status: 'success' as const, message, data };
    },
  );

  app.get(
    '/chadhava-events/getChadhavaEventByName/:name',
    { schema: { tags, summary: 'One event by its name slug (or name)', params: nameParams } },
    async (req) => ok({ event: await svc.getEvent(ctx, { name: req.params.name }) }, 'Event fetched successfully'),
  );

  app.get(
    '/chadhava-events/:id',
    { schema: { tags, summary: 'One event with its offerings', params: idParams } },
    async (req) => ok({ event: await svc.getEvent(ctx, { id: req.params.id }) }, 'Event fetched successfully'),
  );
};

export default eventRoutes;
