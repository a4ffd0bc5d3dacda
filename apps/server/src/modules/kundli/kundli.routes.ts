import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared/schemas/ids';
import {
  kundliQuerySchema,
  kundliRequestSchema,
  kundliSaveSchema,
  panchangQuerySchema,
  placesQuerySchema,
} from '@sankalp/shared/schemas/kundli';
import { ok } from '../../lib/envelope';
import { currentUser, requireUser } from '../auth/auth.guards';
import { limitCreates, limitReports } from '../auth/rate-limit';
import { computeKundli, computePanchang, findPlaces } from './kundli.service';
import { renderKundliReport, reportDisposition } from './report/report-pdf';
import * as saved from './saved/saved.service';

const tags = ['kundli'];

/**
 * Kundli and panchang (issue 11), public and computed here (engine/, conventions in
 * docs/kundli-conventions.md): POST /kundli, GET /kundli/report.pdf, GET /panchang,
 * GET /places?q=; and the signed-in devotee's saved kundlis: POST/GET /kundli/saved,
 * DELETE /kundli/saved/{id}.
 */
const kundliRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/kundli',
    {
      schema: {
        tags,
        summary: 'A Vedic birth chart: lagna, grahas, houses, nakshatras, Vimshottari dasha, birth panchang',
        body: kundliRequestSchema,
      },
    },
    async (req) => ok(computeKundli(req.body), 'Kundli generated successfully'),
  );

  app.get(
    '/kundli/report.pdf',
    {
      preHandler: limitReports,
      config: { openapi: { success: { contentType: 'application/pdf' } } },
      schema: {
        tags,
        summary: 'The kundli as a PDF report (the same inputs as POST /kundli, as query text)',
        querystring: kundliQuerySchema,
      },
    },
    async (req, reply) => {
      const { timeUnknown, ...request } = req.query;
      const pdf = await renderKundliReport(computeKundli(request), {
        timeUnknown: timeUnknown ?? false,
        now: app.ctx.now(),
      });
      return reply.type('application/pdf').header('content-disposition', reportDisposition(request.name)).send(pdf);
    },
  );

  const signedIn = { onRequest: requireUser };
  app.get(
    '/kundli/saved',
    { ...signedIn, schema: { tags, summary: "The signed-in devotee's saved kundlis, newest first" } },
    async (req) =>
      ok({ kundlis: await saved.listSaved(app.ctx, currentUser(req).id) }, 'Saved kundlis fetched successfully'),
  );

  app.post(
    '/kundli/saved',
    {
      ...signedIn,
      // A create call like any other: limited per IP and per signed-in user.
      preHandler: limitCreates,
      schema: { tags, summary: 'Save a kundli (its birth details) to the account', body: kundliSaveSchema },
      // 201 saved, 200 already saved; 409 past the limit of saved kundlis.
      config: { openapi: { success: { status: [201, 200] }, errors: { 409: ['kundli_saved_limit'] } } },
    },
    async (req, reply) => {
      const { kundli, created } = await saved.saveKundli(app.ctx, currentUser(req).id, req.body);
      return reply.status(created ? 201 : 200).send(ok(kundli, created ? 'Kundli saved' : 'Kundli already saved'));
    },
  );

  app.delete(
    '/kundli/saved/:id',
    { ...signedIn, schema: { tags, summary: 'Delete one of your saved kundlis', params: z.object({ id: idSchema }) } },
    async (req) => {
      await saved.deleteSaved(app.ctx, currentUser(req).id, req.params.id);
      return ok({ id: req.params.id }, 'Saved kundli deleted');
    },
  );

  app.get(
    '/panchang',
    {
      schema: {
        tags,
        summary: "A day's panchang at a place, with the end time of each element",
        querystring: panchangQuerySchema,
      },
    },
    async (req) => ok(computePanchang(req.query), 'Panchang fetched successfully'),
  );

  app.get(
    '/places',
    {
      schema: {
        tags,
        summary: 'Places by name prefix (GeoNames, CC BY 4.0), with coordinates and IANA time zone',
        querystring: placesQuerySchema,
      },
    },
    async (req) =>
      ok(
        { places: findPlaces(req.query), attribution: 'GeoNames (geonames.org), CC BY 4.0' },
        'Places fetched successfully',
      ),
  );
};

export default kundliRoutes;
