import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLoopbackRequest } from '../../lib/loopback';
import { loginSchema } from '@sankalp/shared';
import { currentUser, requireUser } from './auth.guards';
import { registerBody } from './auth.schemas';
import * as auth from './auth.service';

/** POST /auth/register, POST /auth/login, GET /auth/me, POST /auth/logout. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // config.openapi: what the OpenAPI document says beyond what it derives (lib/openapi).
  const registerDoc = { success: { status: 201 }, errors: { 409: ['email_taken', 'phone_taken'], 429: ['rate_limited'] } } as const;
  app.post('/auth/register', { schema: { tags: ['auth'], body: registerBody }, config: { openapi: registerDoc } }, async (req, reply) => {
    // This machine's own sign-ups (a developer's journeys) are not counted, as with every create limit.
    const r = await auth.register(ctx, req.body, isLoopbackRequest(req) ? null : req.ip);
    return reply
      .status(201)
      .send({ success: true, message: 'Account created successfully!', data: { user: r.user, token: r.token, expiresAt: r.expiresAt } });
  });

  // otp_required / otp_invalid: the account has two-factor sign-in and the body has no `otp` or a wrong one.
  const loginDoc = { errors: { 401: ['unauthorized', 'otp_required', 'otp_invalid'], 429: ['rate_limited'] } } as const;
  app.post('/auth/login', { schema: { tags: ['auth'], body: loginSchema }, config: { openapi: loginDoc } }, async (req) => {
    const r = await auth.login(ctx, req.body, req.ip);
    return { success: true, message: 'Login successful!', data: { user: r.user, token: r.token, expiresAt: r.expiresAt } };
  });

  app.get('/auth/me', { onRequest: requireUser, schema: { tags: ['auth'] } }, async (req) => {
    const me = currentUser(req); // loaded fresh by the auth hook, roles included
    const user = auth.toPublicUser(me, me.roles);
    return { success: true, message: 'Operation successful', data: { user }, user };
  });

  // Ends this session. Answers 200 even without a valid session (the client clears its storage either way).
  app.post('/auth/logout', { schema: { tags: ['auth'] }, config: { openapi: { auth: 'optional' } } }, async (req) => {
    await auth.logout(ctx, req.user);
    return { success: true, message: 'Logged out successfully' };
  });
}
