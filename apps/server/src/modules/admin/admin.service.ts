import type { FastifyRequest } from 'fastify';
import {
  STAFF_IDLE_SECONDS,
  type AdminMe,
  type AuditEntry,
  type AuditPage,
  type RoleGrant,
  type RoleGrantView,
  type UserRoles,
} from '@sankalp/shared/api/admin';
import type { z } from 'zod';
import type { AppContext, SessionUser } from '../../context';
import { notFound } from '../../lib/errors';
import * as auth from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import type { auditQuery, grantBody } from './admin.schemas';
import { audit, type AuditSource } from './audit';
import * as auditRepo from './audit.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Grants with their temple's or pandit's name (null when that temple or pandit is gone). */
export async function grantViews(ctx: Ctx, grants: RoleGrant[]): Promise<RoleGrantView[]> {
  const needTemples = grants.some((g) => g.templeId);
  const needPandits = grants.some((g) => g.panditId);
  const temples = new Map((needTemples ? await catalog.listTemples(ctx, { drafts: true }) : []).map((t) => [t._id, t]));
  const pandits = new Map((needPandits ? await catalog.listPandits(ctx, { drafts: true }) : []).map((p) => [p._id, p]));
  return grants.map((g) => {
    const t = g.templeId ? temples.get(g.templeId) : undefined;
    const p = g.panditId ? pandits.get(g.panditId) : undefined;
    return {
      ...g,
      temple: t ? { id: t._id, name: t.name, slug: t.slug } : null,
      pandit: p ? { id: p._id, name: p.name } : null,
    };
  });
}

/** GET /admin/me: who the console is talking to. */
export async function me(ctx: Ctx, user: SessionUser): Promise<AdminMe> {
  return {
    user: { id: user.id, fullName: user.fullName, email: user.email },
    roles: await grantViews(ctx, user.roles),
    twoFactorEnabled: user.twoFactorEnabled,
    idleTimeoutSeconds: STAFF_IDLE_SECONDS,
  };
}

// ─── Audit log ─────────────────────────────────────────────────────────────────────────────

export async function listAudit(ctx: Ctx, q: z.output<typeof auditQuery>): Promise<AuditPage> {
  let actorId: string | undefined;
  if (q.actor) {
    actorId = UUID.test(q.actor) ? q.actor : (await auth.findAccountByEmail(ctx.db, q.actor))?.id;
    // An e-mail nobody has: nothing matches.
    if (!actorId) return { items: [], total: 0, nextCursor: null };
  }
  const filter = { actorId, action: q.action, from: q.from, to: q.to };
  const [rows, total] = await Promise.all([
    auditRepo.listAudit(ctx.db, filter, q.limit, q.cursor ? Number(q.cursor) : undefined),
    auditRepo.countAudit(ctx.db, filter),
  ]);
  const actors = new Map(
    (
      await auth.findAccountsByIds(
        ctx.db,
        rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
      )
    ).map((a) => [a.id, a]),
  );
  const items: AuditEntry[] = rows.map((r) => {
    const a = r.actorId ? actors.get(r.actorId) : undefined;
    return {
      id: String(r.id),
      at: r.at.toISOString(),
      actor: r.actorId ? { id: r.actorId, email: a?.email || null, fullName: a?.fullName || null } : null,
      actorLabel: r.actorLabel,
      actorRoles: r.actorRoles,
      action: r.action,
      object: { type: r.objectType, id: r.objectId },
      before: r.before,
      after: r.after,
      ip: r.ip,
      requestId: r.requestId,
    };
  });
  const last = rows[rows.length - 1];
  return { items, total, nextCursor: rows.length === q.limit && last ? String(last.id) : null };
}

// ─── Roles of a user ───────────────────────────────────────────────────────────────────────

async function liveAccount(ctx: Ctx, userId: string) {
  const account = await auth.findAccountById(ctx.db, userId);
  if (!account || account.deleted) throw notFound('User not found');
  return account;
}

export async function userRoles(ctx: Ctx, userId: string): Promise<UserRoles> {
  await liveAccount(ctx, userId);
  return { userId, roles: await grantViews(ctx, await auth.listRoles(ctx.db, userId)) };
}

/** The grant of a request, its temple or pandit checked to exist (404 otherwise). */
async function checkedGrant(ctx: Ctx, input: z.output<typeof grantBody>): Promise<RoleGrant> {
  const grant = auth.toGrant(input.role, input);
  if (grant.templeId) await catalog.getTemple(ctx, grant.templeId, { drafts: true });
  if (grant.panditId) await catalog.getPandit(ctx, grant.panditId, { drafts: true });
  return grant;
}

const rolesSnapshot = (grants: RoleGrant[]) => ({ roles: grants });

/**
 * Grants in one transaction with its audit row (nothing written when the user held it already);
 * `source` is the request of the admin acting, or the command line / start-up.
 */
export async function applyGrant(ctx: Ctx, source: AuditSource, userId: string, g: RoleGrant): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const before = await auth.listRoles(tx, userId);
    if (!(await auth.grantRole(tx, userId, g, ctx.now()))) return false;
    const after = await auth.listRoles(tx, userId);
    await audit({ ...ctx, db: tx }, source, {
      action: 'user.role.grant',
      object: { type: 'user', id: userId },
      before: rolesSnapshot(before),
      after: rolesSnapshot(after),
    });
    return true;
  });
}

/** Revokes in one transaction with its audit row; false when the user did not hold it (409 last_admin for the last admin). */
export async function applyRevoke(ctx: Ctx, source: AuditSource, userId: string, g: RoleGrant): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const before = await auth.listRoles(tx, userId);
    if (!(await auth.revokeRole(tx, userId, g))) return false;
    const after = await auth.listRoles(tx, userId);
    await audit({ ...ctx, db: tx }, source, {
      action: 'user.role.revoke',
      object: { type: 'user', id: userId },
      before: rolesSnapshot(before),
      after: rolesSnapshot(after),
    });
    return true;
  });
}

/** POST /admin/users/{id}/roles: `created` false when the user held it already. */
export async function grant(ctx: Ctx, req: FastifyRequest, userId: string, input: z.output<typeof grantBody>) {
  await liveAccount(ctx, userId);
  const created = await applyGrant(ctx, req, userId, await checkedGrant(ctx, input));
  return { created, ...(await userRoles(ctx, userId)) };
}

/** DELETE /admin/users/{id}/roles: 404 when the user did not hold it, 409 for the last admin. */
export async function revoke(ctx: Ctx, req: FastifyRequest, userId: string, input: z.output<typeof grantBody>) {
  await liveAccount(ctx, userId);
  if (!(await applyRevoke(ctx, req, userId, auth.toGrant(input.role, input)))) {
    throw notFound('The user does not hold this role');
  }
  return userRoles(ctx, userId);
}

// ─── Scoped reads (temple staff: their temples; pandits: their profile) ────────────────────

/** The scope of /admin/temples/{id}: the temple itself (a malformed id reaches nothing). */
export const templeScope = (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id;
  return id && UUID.test(id) ? { templeId: id.toLowerCase() } : null;
};

export const panditScope = (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id;
  return id && UUID.test(id) ? { panditId: id.toLowerCase() } : null;
};

export const temple = (ctx: Ctx, id: string) => catalog.getTemple(ctx, id, { drafts: true });
export const pandit = (ctx: Ctx, id: string) => catalog.getPandit(ctx, id, { drafts: true });
