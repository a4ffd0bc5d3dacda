import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/auth.guards';
import { bookingFilters, bookingListQuery, bookingParams } from './admin-bookings.schemas';
import * as service from './admin-bookings.service';

/**
 * The console's bookings and orders (issue 14): one list across every payable kind, its CSV
 * export and one record's detail with its payment history. Every staff role may call them; what
 * each sees is limited in the query (temple staff: their temples' puja and chadhava bookings;
 * pandits: their consultations), and a record out of reach is 404 like an unknown one.
 */
export default async function adminBookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const staff = requireRole(...service.BOOKING_ROLES);
  const tags = ['admin'];

  app.get(
    '/admin/bookings',
    {
      onRequest: staff,
      schema: { tags, summary: 'Bookings and orders of every kind, newest first', querystring: bookingListQuery },
    },
    async (req) => {
      const data = await service.list(ctx, service.reachOf(req), req.query);
      return { success: true, message: 'Operation successful', data };
    },
  );

  app.get(
    '/admin/bookings.csv',
    {
      onRequest: staff,
      schema: { tags, summary: 'The filtered bookings list as CSV (at most 10,000 rows)', querystring: bookingFilters },
      config: {
        openapi: {
          success: {
            contentType: 'text/csv',
            description:
              'UTF-8 CSV with a BOM and a header row (Content-Disposition: attachment; filename="sankalp-bookings-<date>.csv"); X-Total-Count: rows matching, X-Exported-Rows: rows in the file',
          },
        },
      },
    },
    async (req, reply) => {
      const file = await service.exportCsv(ctx, req, service.reachOf(req), req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('X-Total-Count', String(file.total))
        .header('X-Exported-Rows', String(file.rows))
        .send(file.body);
    },
  );

  app.get(
    '/admin/bookings/:kind/:id',
    {
      onRequest: staff,
      schema: { tags, summary: 'One booking or order with its payments and refunds', params: bookingParams },
      config: { openapi: { errors: { 404: ['not_found'] } } },
    },
    async (req) => {
      const data = await service.detail(ctx, service.reachOf(req), req.params.kind, req.params.id);
      return { success: true, message: 'Operation successful', data };
    },
  );
}
