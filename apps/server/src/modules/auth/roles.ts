import { SCOPED_ROLES, type RoleGrant, type StaffRole } from '@sankalp/shared/api/admin';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import * as repo from './roles.repository';

// Staff roles (issue 14). Written by the admin calls (modules/admin) and the command line, each
// write audited there; read with every session (auth.repository.findSessionWithUser).

export const LAST_ADMIN_MESSAGE = 'This is the last admin: grant the role to someone else first';

/** A grant with exactly the scope its role needs (temple staff: a temple; pandit: a pandit; others: none). */
export function toGrant(
  role: StaffRole,
  scope: { templeId?: string | null; panditId?: string | null } = {},
): RoleGrant {
  const templeId = scope.templeId ?? null;
  const panditId = scope.panditId ?? null;
  const needs = (SCOPED_ROLES as Record<string, string | undefined>)[role];
  if (needs === 'templeId' && (!templeId || panditId))
    throw badRequest('A temple_staff role needs a temple (and no pandit)');
  if (needs === 'panditId' && (!panditId || templeId))
    throw badRequest('A pandit role needs a pandit profile (and no temple)');
  if (!needs && (templeId || panditId)) throw badRequest(`The ${role} role has no temple or pandit scope`);
  return { role, templeId, panditId };
}

export const listRoles = (db: Db, userId: string) => repo.listRoles(db, userId);
export const listAllGrants = (db: Db) => repo.listAllGrants(db);

/** Grants the role; false when the user held it already. Call inside a transaction. */
export async function grantRole(db: Db, userId: string, grant: RoleGrant, now: Date): Promise<boolean> {
  await repo.lockRoles(db);
  return repo.insertRole(db, userId, grant, now);
}

/**
 * 409 last_admin when this user is the only admin: an install must never be left without one (a
 * revoked role, an erased account). Takes the role lock; call inside the transaction that removes.
 */
export async function assertNotLastAdmin(db: Db, userId: string): Promise<void> {
  await repo.lockRoles(db);
  const held = (await repo.listRoles(db, userId)).some((g) => g.role === 'admin');
  if (held && (await repo.countRoleHolders(db, 'admin')) <= 1)
    throw conflict(LAST_ADMIN_MESSAGE, undefined, 'last_admin');
}

/** Revokes the role (never the last admin's: 409 last_admin); false when the user did not hold it. Call inside a transaction. */
export async function revokeRole(db: Db, userId: string, grant: RoleGrant): Promise<boolean> {
  if (grant.role === 'admin') await assertNotLastAdmin(db, userId);
  else await repo.lockRoles(db);
  return repo.deleteRole(db, userId, grant);
}

/** What a grant set allows: every temple and pandit (admin, operator), or the listed ones. */
export function scopeOf(roles: readonly RoleGrant[], allowed: readonly StaffRole[]) {
  const mine = roles.filter((g) => allowed.includes(g.role));
  return {
    any: mine.length > 0,
    everything: mine.some((g) => g.role === 'admin' || g.role === 'operator'),
    templeIds: mine.filter((g) => g.role === 'temple_staff').map((g) => g.templeId!),
    panditIds: mine.filter((g) => g.role === 'pandit').map((g) => g.panditId!),
  };
}
