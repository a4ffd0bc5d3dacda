import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../context';
import { forbidden, unauthorized } from '../../lib/errors';
import { describeHook } from '../../lib/openapi';

/** Requests that carried a bearer token that is unknown, expired, idle or revoked. */
const badTokens = new WeakSet<FastifyRequest>();

/** Called by the auth hook; on a public route such a request is simply a guest. */
export function markInvalidToken(req: FastifyRequest) {
  badTokens.add(req);
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** The signed-in user, or 401. Use inside handlers and services that need a user. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (req.user) return req.user;
  throw unauthorized(badTokens.has(req) ? SESSION_EXPIRED_MESSAGE : SIGN_IN_MESSAGE);
}

/**
 * Route hook: 401 without a valid session. Put it in `onRequest` (it runs after the auth hook,
 * and before body parsing and validation, so a guest never learns what a body should hold):
 * `app.get('/x', { onRequest: requireUser }, handler)`.
 */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  currentUser(req);
}
describeHook(requireUser, { auth: 'required' });

/**
 * Route hook for user-scoped routes: 401 without a session, 403 when the path parameter
 * `param` is not the signed-in user's own id (`field` 'id', or 'userStuffId' for /userstuff/{id}).
 * `app.put('/users/:id', { onRequest: requireSelf('id') }, handler)`.
 */
export function requireSelf(param: string, field: 'id' | 'userStuffId' = 'id') {
  return describeHook(
    async function requireSelfHook(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const user = currentUser(req);
      const value = (req.params as Record<string, unknown> | undefined)?.[param];
      if (typeof value !== 'string' || value.toLowerCase() !== user[field].toLowerCase()) throw forbidden();
    },
    { auth: 'self' },
  );
}
