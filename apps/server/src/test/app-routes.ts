import type { FastifyInstance } from 'fastify';

/** Every route of the app as "METHOD /path/{param}", from the OpenAPI document it generates. */
export function appRoutes(app: FastifyInstance): string[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(ops)) {
      if (['get', 'put', 'post', 'patch', 'delete'].includes(method)) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

/**
 * Routes that read or change one booking or order of a payable kind (decision 007): walked by
 * modules/payments/booking-access.test.ts with the owner's session, the access key, neither, and
 * another user's session.
 */
export const isBookingRoute = (route: string) =>
  /^\S+ \/api\/v1\/(poojabooking|chadhava-bookings|donationsbooking|product-orders|pandit-bookings|prasad\/orders)\/(\{|chadhavabooking)/.test(route);

/**
 * The staff calls under /api/v1/admin (issue 14): walked by modules/admin/admin-matrix.test.ts for
 * every role, in and out of scope.
 */
export const isAdminRoute = (route: string) => /^\S+ \/api\/v1\/admin\//.test(route);
