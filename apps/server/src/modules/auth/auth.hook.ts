import type { FastifyInstance } from 'fastify';
import { markInvalidToken } from './auth.guards';
import { authenticateToken } from './auth.service';
import { dummyPasswordHash, loadCommonPasswords } from './passwords';

/**
 * Sets `req.user` on every /api/v1 request from `Authorization: Bearer <token>` (null for
 * guests and for a bad, expired or revoked token; such a request is marked so that
 * `requireUser` answers "session expired").
 *
 * It must stay FIRST in `apiModules` and is not encapsulated (skip-override, what fastify-plugin
 * does), so its hook runs for every sibling module registered after it.
 */
async function authHook(app: FastifyInstance) {
  loadCommonPasswords(); // once, at start-up; a missing list stops start-up
  await dummyPasswordHash(); // so the first unknown-account sign-in costs no more than the others
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.user = null;
    const header = req.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const user = match?.[1] ? await authenticateToken(app.ctx, match[1]) : null;
    if (user) req.user = user;
    else markInvalidToken(req);
  });
}

export default Object.assign(authHook, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'auth-hook',
});
