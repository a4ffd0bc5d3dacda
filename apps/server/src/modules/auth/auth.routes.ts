import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '@sankalp/shared';
import { currentUser, requireUser } from './auth.guards';
import { registerBody } from './auth.schemas';
import * as auth from './auth.service';

/** POST /auth/register, POST /auth/login, GET /auth/me, POST /auth/logout. */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post('/auth/register', { schema: { tags: ['auth'], body: registerBody } }, async (req, reply) => {
    const r = await auth.register(ctx, req.body, req.ip);
    return reply
      .status(201)
      .send({ success: true, message: 'Account created successfully!', data: { user: r.user, token: r.token, expiresAt: r.expiresAt } });
  });

  app.post('/auth/login', { schema: { tags: ['auth'], body: loginSchema } }, async (req) => {
    const r = await auth.login(ctx, req.body, req.ip);
    return { success: true, message: 'Login successful!', data: { user: r.user, token: r.token, expiresAt: r.expiresAt } };
  });

  app.get('/auth/me', { onRequest: requireUser, schema: { tags: ['auth'] } }, async (req) => {
    const user = auth.toPublicUser(currentUser(req)); // loaded fresh by the auth hook
    return { success: true, message: 'Operation successful', data: { user }, user };
  });

  // Ends this session. Answers 200 even without a valid session (the client clears its storage either way).
  app.post('/auth/logout', { schema: { tags: ['auth'] } }, async (req) => {
    await auth.logout(ctx, req.user);
    return { success: true, message: 'Logged out successfully' };
  });
}
