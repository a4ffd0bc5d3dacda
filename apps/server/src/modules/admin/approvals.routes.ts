import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPROVAL_KINDS } from '@sankalp/shared/api/admin-approval';
import { approvalBodySchema, approvalListQuerySchema } from '@sankalp/shared/schemas/admin-approval';
import { requireRole } from '../auth/auth.guards';
import { idParams } from './admin.schemas';
import * as approvals from './approvals.service';

/**
 * Temple approval of listings (issue 14, B9): a temple's staff approve its pujas and events (an
 * admin only for a temple without a staff account, with a reason); staff list them by approval
 * state. Each route is in admin-matrix.test.ts.
 */
export default async function approvalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['admin'];

  for (const kind of APPROVAL_KINDS) {
    app.post(
      `/admin/${kind === 'puja' ? 'pujas' : 'events'}/:id/approval`,
      {
        // Operators and pandits: 403; temple staff of another temple: 404 (the listing's temple is the scope).
        onRequest: requireRole('admin', 'temple_staff', { scope: approvals.listingScope(ctx, kind) }),
        schema: { tags, params: idParams, body: approvalBodySchema },
        config: { openapi: { success: { status: 201 }, errors: { 409: ['temple_has_staff'] } } },
      },
      async (req, reply) => {
        const data = await approvals.approve(ctx, req, kind, req.params.id, req.body);
        return reply.status(201).send({ success: true, message: 'Approval recorded', data });
      },
    );
  }

  app.get(
    '/admin/approvals',
    {
      onRequest: requireRole('admin', 'operator', 'temple_staff'),
      schema: { tags, querystring: approvalListQuerySchema },
    },
    async (req) => {
      const data = await approvals.list(ctx, req, req.query.status);
      return { success: true, message: 'Operation successful', data };
    },
  );
}
