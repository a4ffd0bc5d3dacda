import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/auth.guards';
import { auditQuery, grantBody, idParams } from './admin.schemas';
import * as admin from './admin.service';

/**
 * The staff calls under /api/v1/admin (issue 14). Every route checks role and scope with
 * requireRole (401, 403 forbidden / 2fa_required, 404 outside a temple's or pandit's scope) and is
 * walked by admin-matrix.test.ts for every role; a route missing there fails that test.
 */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const anyStaff = requireRole('admin', 'operator', 'temple_staff', 'pandit');
  const adminOnly = requireRole('admin');
  const tags = ['admin'];

  app.get('/admin/me', { onRequest: anyStaff, schema: { tags } }, async (req) => {
    const data = await admin.me(ctx, currentUser(req));
    return { success: true, message: 'Operation successful', data };
  });

  app.get('/admin/audit', { onRequest: adminOnly, schema: { tags, querystring: auditQuery } }, async (req) => {
    const data = await admin.listAudit(ctx, req.query);
    return { success: true, message: 'Operation successful', data };
  });

  app.get('/admin/users/:id/roles', { onRequest: adminOnly, schema: { tags, params: idParams } }, async (req) => {
    const data = await admin.userRoles(ctx, req.params.id);
    return { success: true, message: 'Operation successful', data };
  });

  app.post(
    '/admin/users/:id/roles',
    {
      onRequest: adminOnly,
      schema: { tags, params: idParams, body: grantBody },
      config: { openapi: { success: { status: [200, 201] } } },
    },
    async (req, reply) => {
      const { created, ...data } = await admin.grant(ctx, req, req.params.id, req.body);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: created ? 'Role granted' : 'The user already holds this role', data });
    },
  );

  app.delete(
    '/admin/users/:id/roles',
    {
      onRequest: adminOnly,
      schema: { tags, params: idParams, querystring: grantBody },
      config: { openapi: { errors: { 409: ['last_admin'] } } },
    },
    async (req) => {
      const data = await admin.revoke(ctx, req, req.params.id, req.query);
      return { success: true, message: 'Role revoked', data };
    },
  );

  // Scoped reads: temple staff reach their own temples, pandits their own profile (404 otherwise).
  app.get(
    '/admin/temples/:id',
    {
      onRequest: requireRole('admin', 'operator', 'temple_staff', { scope: admin.templeScope }),
      schema: { tags, params: idParams },
    },
    async (req) => {
      const data = { temple: await admin.temple(ctx, req.params.id) };
      return { success: true, message: 'Operation successful', data };
    },
  );

  app.get(
    '/admin/pandits/:id',
    {
      onRequest: requireRole('admin', 'operator', 'pandit', { scope: admin.panditScope }),
      schema: { tags, params: idParams },
    },
    async (req) => {
      const data = { pandit: await admin.pandit(ctx, req.params.id) };
      return { success: true, message: 'Operation successful', data };
    },
  );
}
