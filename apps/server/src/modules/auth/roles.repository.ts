import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { RoleGrant, StaffRole } from '@sankalp/shared/api/admin';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/schema/index';

const grantColumns = { role: userRoles.role, templeId: userRoles.templeId, panditId: userRoles.panditId };

/** The user's grants, oldest first. */
export async function listRoles(db: Db, userId: string): Promise<RoleGrant[]> {
  const rows = await db
    .select(grantColumns)
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.role), asc(userRoles.id));
  return rows as RoleGrant[];
}

const sameGrant = (userId: string, g: RoleGrant) =>
  and(
    eq(userRoles.userId, userId),
    eq(userRoles.role, g.role),
    g.templeId ? eq(userRoles.templeId, g.templeId) : isNull(userRoles.templeId),
    g.panditId ? eq(userRoles.panditId, g.panditId) : isNull(userRoles.panditId),
  );

/** Adds the grant; false when the user held it already. */
export async function insertRole(db: Db, userId: string, g: RoleGrant, now: Date): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role: g.role, templeId: g.templeId, panditId: g.panditId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return rows.length === 1;
}

/** Removes the grant; false when the user did not hold it. */
export async function deleteRole(db: Db, userId: string, g: RoleGrant): Promise<boolean> {
  const rows = await db.delete(userRoles).where(sameGrant(userId, g)).returning({ id: userRoles.id });
  return rows.length === 1;
}

export async function deleteAllRoles(db: Db, userId: string) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
}

/** How many users hold the role. */
export async function countRoleHolders(db: Db, role: StaffRole): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, role));
  return row?.n ?? 0;
}

/** Every grant with its user (the command line's `list`). */
export async function listAllGrants(db: Db) {
  return db
    .select({ userId: userRoles.userId, ...grantColumns })
    .from(userRoles)
    .orderBy(asc(userRoles.createdAt), asc(userRoles.role), asc(userRoles.id));
}

/** Serialises role writes (the last-admin check and its delete) across processes, inside a transaction. */
export async function lockRoles(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(7260014)`);
}
