import type { FastifyInstance } from 'fastify';
import { markInvalidToken } from './auth.guards';
import { authenticateToken } from './auth.service';
import { dummyPasswordHash, loadCommonPasswords } from './passwords';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route never reads `req.user`, so a bearer token is not even looked up. */
    session?: boolean;
  }
}

/**
 * Sets `req.user` on every /api/v1 request from `Authorization: Bearer <token>` (null for
 * guests and for a bad, expired or revoked token; such a request is marked so that
 * `requireUser` answers "session expired"). Routes with `config.session: false` skip it.
 *
 * It must stay FIRST in `apiModules` and is not encapsulated (skip-override, what fastify-plugin
 * does), so its hook runs for every sibling module registered after it.
 */
async function authHook(app: FastifyInstance) {
  loadCommonPasswords(); // once, at start-up; a missing list stops start-up
  await dummyPasswordHash(); // so the first unknown-account sign-in costs no more than the others
  app.decorateRequest('user', null);
  // A guest's request passes straight on, with no promise and no lookup; a bearer token is
  // resolved against the database, except on routes that never read the session (the public
  // catalog: a signed-in devotee browsing pujas would otherwise pay a query per cached read).
  app.addHook('onRequest', (req, _reply, done) => {
    req.user = null;
    const header = req.headers.authorization;
    if (!header || req.routeOptions.config.session === false) return done();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) {
      markInvalidToken(req);
      return done();
    }
    authenticateToken(app.ctx, match[1]).then((user) => {
      if (user) req.user = user;
      else markInvalidToken(req);
      done();
    }, done);
  });
}

export default Object.assign(authHook, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'auth-hook',
});
