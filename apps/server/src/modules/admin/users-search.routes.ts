import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../auth/auth.guards';
import { userSearchQuery } from './users-search.schemas';
import { searchUsers } from './users-search.service';

/**
 * GET /api/v1/admin/users?q=&role=&limit=&offset= (admin): find an account by e-mail, phone,
 * name or id, or list the holders of a role, to grant and revoke roles without the database.
 */
export default async function usersSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/admin/users',
    { onRequest: requireRole('admin'), schema: { tags: ['admin'], querystring: userSearchQuery } },
    async (req) => {
      const data = await searchUsers(ctx, req.query);
      return { success: true, message: 'Operation successful', data };
    },
  );
}
