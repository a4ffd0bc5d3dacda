import { and, asc, count, desc, eq, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { RoleGrant, StaffRole } from '@sankalp/shared/api/admin';
import type { Db } from '../../db/client';
import { userRoles, users, userTwoFactor } from '../../db/schema/index';
import { containsPattern, prefixPattern, type UserSearchTerm } from './users-search.term';

export type UserFilter = { term?: UserSearchTerm; role?: StaffRole };

function termCondition(term: UserSearchTerm): SQL | undefined {
  switch (term.by) {
    case 'id':
      return eq(users.id, term.value);
    case 'email':
      return like(users.email, prefixPattern(term.prefix));
    case 'phone':
      return eq(users.phoneNumber, term.value);
    case 'phoneDigits':
      // Real numbers only (91 + ten digits): a staff account made without a phone holds "00…".
      return and(like(users.phoneNumber, '91%'), like(users.phoneNumber, containsPattern(term.digits)));
    case 'nameOrEmail':
      return or(ilike(users.fullName, containsPattern(term.name)), like(users.email, prefixPattern(term.emailPrefix)));
  }
}

/** Live accounts (a deleted one is a tombstone) matching the search and, when given, holding the role. */
function where(f: UserFilter): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    f.term ? termCondition(f.term) : undefined,
    f.role
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${f.role})`
      : undefined,
  );
}

/** One page of accounts, newest first, with whether two-factor sign-in is on (one query). */
export async function listUsers(db: Db, f: UserFilter, limit: number, offset: number) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      createdAt: users.createdAt,
      twoFactorEnabled: sql<boolean>`${userTwoFactor.enabledAt} is not null`,
    })
    .from(users)
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(where(f))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsers(db: Db, f: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where(f));
  return row?.n ?? 0;
}

/** The grants of every user of a page, in one query (oldest grant first; grants made in the same
 * instant by role name, so the order never depends on random ids). */
export async function rolesOfUsers(db: Db, userIds: string[]): Promise<(RoleGrant & { userId: string })[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: userRoles.userId,
      role: userRoles.role,
      templeId: userRoles.templeId,
      panditId: userRoles.panditId,
    })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.role), asc(userRoles.id));
  return rows as (RoleGrant & { userId: string })[];
}
