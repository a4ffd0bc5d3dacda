import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twoFactorDisableSchema, twoFactorEnableSchema } from '@sankalp/shared/schemas/two-factor';
import { currentUser, requireUser } from './auth.guards';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorStatus } from './two-factor';

/**
 * Two-factor sign-in with an authenticator app (issue 14), for the signed-in user:
 * GET /auth/2fa, POST /auth/2fa/setup, POST /auth/2fa/enable { code }, POST /auth/2fa/disable { password, otp }.
 */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const limited = { 429: ['rate_limited'] } as const;

  app.get('/auth/2fa', { onRequest: requireUser, schema: { tags: ['auth'] } }, async (req) => {
    const data = await twoFactorStatus(ctx, currentUser(req).id);
    return { success: true, message: 'Operation successful', data };
  });

  app.post(
    '/auth/2fa/setup',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'] },
      config: { openapi: { errors: { 409: ['2fa_already_enabled'], ...limited } } },
    },
    async (req) => {
      const data = await setupTwoFactor(ctx, currentUser(req));
      return {
        success: true,
        message: 'Scan the code with your authenticator app, then enter the 6-digit code it shows',
        data,
      };
    },
  );

  app.post(
    '/auth/2fa/enable',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], body: twoFactorEnableSchema },
      config: { openapi: { errors: { 400: ['otp_invalid'], 409: ['conflict', '2fa_already_enabled'], ...limited } } },
    },
    async (req) => {
      const data = await enableTwoFactor(ctx, currentUser(req), req.body.code);
      return {
        success: true,
        message: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
        data,
      };
    },
  );

  app.post(
    '/auth/2fa/disable',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], body: twoFactorDisableSchema },
      config: { openapi: { errors: { 400: ['password_incorrect', 'otp_invalid'], 409: ['conflict'], ...limited } } },
    },
    async (req) => {
      await disableTwoFactor(ctx, currentUser(req), req.body);
      return { success: true, message: 'Two-factor authentication is off', data: { enabled: false } };
    },
  );
}
