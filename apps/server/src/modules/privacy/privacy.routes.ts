import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@sankalp/shared';
import { deleteAccountSchema } from '@sankalp/shared/schemas/account-data';
import { currentUser, requireSelf } from '../auth/auth.guards';
import { deleteAccount, exportAccountData } from './privacy.service';
import { requestLanguage } from '../../lib/request-language';

const idParams = z.object({ id: idSchema });

/**
 * The devotee's own data (DPDP Act, 2023): GET /users/{id}/data-export (a JSON file of everything
 * held about the account) and POST /users/{id}/delete (erase the account, after its password).
 * Both for the account's own session only (401 without one, 403 for another id).
 */
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.get(
    '/users/:id/data-export',
    {
      onRequest: requireSelf('id'),
      schema: { tags: ['privacy'], params: idParams },
      config: {
        openapi: {
          success: {
            description:
              'The JSON file of everything held about the account (Content-Disposition: attachment; filename="sankalp-data-<date>.json")',
          },
        },
      },
    },
    async (req, reply) => {
      const { file, filename } = await exportAccountData(ctx, req.params.id);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    },
  );

  app.post(
    '/users/:id/delete',
    {
      onRequest: requireSelf('id'),
      schema: { tags: ['privacy'], params: idParams, body: deleteAccountSchema },
      // The wrong password, the second factor of a two-factor account, the guess limit (lib/openapi
      // documents the rest from the schema and hooks).
      config: {
        openapi: {
          errors: {
            400: ['password_incorrect', 'otp_required', 'otp_invalid'],
            409: ['last_admin'],
            429: ['rate_limited'],
          },
        },
      },
    },
    async (req) => {
      const data = await deleteAccount(ctx, currentUser(req), req.body, req.ip, requestLanguage(req));
      return { success: true, message: 'Your account has been deleted', data };
    },
  );
}
