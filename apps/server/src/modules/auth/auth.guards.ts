import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@sankalp/shared/api/admin';
import type { SessionUser } from '../../context';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import { describeHook } from '../../lib/openapi';
import { scopeOf } from './roles';

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

// ─── Staff roles (issue 14) ───────────────────────────────────────────────────────────────

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Staff accounts must switch on two-factor authentication (Settings › Account) before using the console';
export const OUT_OF_SCOPE_MESSAGE = 'Not found';

/** The temple or pandit profile an object belongs to (null: no such object). */
export type ScopeTarget = { templeId?: string | null; panditId?: string | null };
export type RoleOptions = {
  /**
   * For routes about one object: which temple or pandit it belongs to, from the raw request (the
   * params are not validated yet: return null for a malformed id). Temple staff and pandits reach
   * only their own; anything else is 404, as if it did not exist. Admin and operator skip it.
   */
  scope?: (req: FastifyRequest) => Promise<ScopeTarget | null> | ScopeTarget | null;
};

/**
 * Route hook for the staff calls (put it in `onRequest`): 401 without a session (or after 30
 * minutes idle), 403 `forbidden` without one of `roles`, 403 `2fa_required` for a staff account
 * without two-factor sign-in, 404 for an object outside a scoped role's temple or pandit.
 * `app.get('/admin/temples/:id', { onRequest: requireRole('admin', 'operator', 'temple_staff', { scope }) }, h)`.
 */
export function requireRole(...args: (StaffRole | RoleOptions)[]) {
  const roles = args.filter((a): a is StaffRole => typeof a === 'string');
  const opts = args.find((a): a is RoleOptions => typeof a === 'object') ?? {};
  if (roles.length === 0) throw new Error('requireRole needs at least one role');
  return describeHook(
    async function requireRoleHook(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const user = currentUser(req);
      if (user.roles.length === 0) throw forbidden();
      if (!user.twoFactorEnabled) throw new AppError(403, TWO_FACTOR_REQUIRED_MESSAGE, undefined, '2fa_required');
      const scope = scopeOf(user.roles, roles);
      if (!scope.any) throw forbidden();
      if (!opts.scope || scope.everything) return;
      const target = await opts.scope(req);
      const reachable =
        (!!target?.templeId && scope.templeIds.includes(target.templeId)) ||
        (!!target?.panditId && scope.panditIds.includes(target.panditId));
      if (!reachable) throw notFound(OUT_OF_SCOPE_MESSAGE);
    },
    { auth: 'required', errors: { 403: ['forbidden', '2fa_required'], ...(opts.scope ? { 404: ['not_found'] } : {}) } },
  );
}

/** What the session's roles among `roles` reach: everything, or these temples and pandits (for lists). */
export function staffScope(req: FastifyRequest, roles: readonly StaffRole[]) {
  return scopeOf(currentUser(req).roles, roles);
}
