import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kundliRequestSchema, panchangQuerySchema, placesQuerySchema } from '@sankalp/shared/schemas/kundli';
import { ok } from '../../lib/envelope';
import { computeKundli, computePanchang, findPlaces } from './kundli.service';

const tags = ['kundli'];

/**
 * Kundli and panchang (issue 11), public and computed here (engine/, conventions in
 * docs/kundli-conventions.md): POST /kundli, GET /panchang, GET /places?q=.
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
