import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../auth/auth.guards';
import { BOOKING_ROLES, reachOf } from '../bookings/admin-bookings.service';
import { dashboard } from './dashboard.service';

/** The console's first page (issue 14): every staff role, each seeing its own reach. */
export default async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/admin/dashboard',
    {
      onRequest: requireRole(...BOOKING_ROLES),
      schema: {
        tags: ['admin'],
        summary: "Today's and this week's paid bookings, the review queue, what is coming, low stock",
      },
    },
    async (req) => {
      const data = await dashboard(ctx, reachOf(req));
      return { success: true, message: 'Operation successful', data };
    },
  );
}
