import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { RoleGrant } from '@sankalp/shared/api/admin';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { passwordOtps, rateLimits, sessions, userRoles, users, userStuff, userTwoFactor } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OtpRow = typeof passwordOtps.$inferSelect;

// ─── Users ────────────────────────────────────────────────────────────────────────────────

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row;
}

/** Which of `email` / `phone` another account (not `exceptUserId`) already holds. */
export async function findTaken(
  db: Db,
  email: string | undefined,
  phone: string | undefined,
  exceptUserId?: string,
): Promise<{ email: boolean; phone: boolean }> {
  const conds = [];
  if (email) conds.push(eq(users.email, email));
  if (phone) conds.push(eq(users.phoneNumber, phone));
  if (conds.length === 0) return { email: false, phone: false };
  const where = exceptUserId ? and(or(...conds), ne(users.id, exceptUserId)) : or(...conds);
  const rows = await db.select({ email: users.email, phone: users.phoneNumber }).from(users).where(where);
  return { email: rows.some((r) => r.email === email), phone: rows.some((r) => r.phone === phone) };
}

/** The user and their user-stuff record, in one transaction (the record's id is on the user). */
export async function insertUserWithStuff(
  db: Db,
  v: { fullName: string; email: string; phoneNumber: string; passwordHash: string; now: Date },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const stuffId = randomUUID();
    const [user] = await tx
      .insert(users)
      .values({ ...v, userStuffId: stuffId, createdAt: v.now, updatedAt: v.now })
      .returning();
    await tx.insert(userStuff).values({ id: stuffId, userId: user!.id, createdAt: v.now });
    return user!;
  });
}

export async function updateUserPassword(db: Db, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

// ─── Sessions ─────────────────────────────────────────────────────────────────────────────

export async function insertSession(
  db: Db,
  v: { userId: string; tokenHash: string; rememberMe: boolean; now: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: v.userId,
      tokenHash: v.tokenHash,
      rememberMe: v.rememberMe,
      createdAt: v.now,
      lastSeenAt: v.now,
      expiresAt: v.expiresAt,
    })
    .returning();
  return row!;
}

/**
 * The session, its user, the user's staff roles and whether two-factor sign-in is on: one query
 * per request.
 */
/** The session of a token with its user, their roles and whether two-factor is on: built once (db/prepared.ts). */
const sessionWithUser = preparedPer((db) =>
  db
    .select({
      session: sessions,
      user: users,
      roles: sql<RoleGrant[]>`coalesce((
        select json_agg(json_build_object('role', ${userRoles.role}, 'templeId', ${userRoles.templeId}, 'panditId', ${userRoles.panditId}) order by ${userRoles.createdAt}, ${userRoles.role}, ${userRoles.id})
        from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
      twoFactorEnabled: sql<boolean>`exists (
        select 1 from ${userTwoFactor} where ${userTwoFactor.userId} = ${users.id} and ${userTwoFactor.enabledAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

export async function findSessionWithUser(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow; roles: RoleGrant[]; twoFactorEnabled: boolean } | undefined> {
  const [row] = await sessionWithUser(db).execute({ tokenHash });
  return row;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
}

/** Moves last_seen_at to now unless it moved less than `minGapMs` ago (one write a minute at most). */
export async function touchSession(db: Db, id: string, now: Date, minGapMs: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, new Date(now.getTime() - minGapMs))));
}

export async function revokeSession(db: Db, id: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user (but `exceptSessionId`, when given). */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

// ─── Password-reset codes ─────────────────────────────────────────────────────────────────

/** Writes the e-mail's code, replacing any older one (fresh attempts, not consumed). */
export async function upsertOtp(
  db: Db,
  v: { email: string; userId: string | null; codeHash: string; salt: string; now: Date; expiresAt: Date },
) {
  const values = {
    email: v.email,
    userId: v.userId,
    codeHash: v.codeHash,
    salt: v.salt,
    attempts: 0,
    createdAt: v.now,
    expiresAt: v.expiresAt,
    consumedAt: null,
  };
  await db
    .insert(passwordOtps)
    .values(values)
    .onConflictDoUpdate({ target: passwordOtps.email, set: { ...values, email: undefined } });
}

/**
 * Counts one try against the e-mail's live code and returns it, atomically; undefined when there
 * is no code, it was used, or it has already had `maxAttempts` tries.
 */
export async function claimOtpAttempt(db: Db, email: string, maxAttempts: number): Promise<OtpRow | undefined> {
  const [row] = await db
    .update(passwordOtps)
    .set({ attempts: sql`${passwordOtps.attempts} + 1` })
    .where(and(eq(passwordOtps.email, email), isNull(passwordOtps.consumedAt), lt(passwordOtps.attempts, maxAttempts)))
    .returning();
  return row;
}

export async function findOtp(db: Db, email: string): Promise<OtpRow | undefined> {
  const [row] = await db.select().from(passwordOtps).where(eq(passwordOtps.email, email)).limit(1);
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeOtp(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordOtps)
    .set({ consumedAt: now })
    .where(and(eq(passwordOtps.id, id), isNull(passwordOtps.consumedAt)))
    .returning({ id: passwordOtps.id });
  return rows.length === 1;
}

// ─── Rate limits ──────────────────────────────────────────────────────────────────────────

/** Counts one hit in the key's window and returns the count so far (one statement, any process). */
export async function hitRateLimit(db: Db, key: string, windowStart: Date, expiresAt: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, expiresAt, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** The hits counted for `key` in the window that started at `windowStart` (0 when none). */
export async function rateLimitCount(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)))
    .limit(1);
  return row?.count ?? 0;
}

// ─── Clean-up ─────────────────────────────────────────────────────────────────────────────

/** Deletes spent rate-limit windows, dead codes and sessions ended more than `keepMs` ago. */
export async function deleteExpired(db: Db, now: Date, keepMs: number) {
  const before = new Date(now.getTime() - keepMs);
  const r = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  const o = await db.delete(passwordOtps).where(lt(passwordOtps.expiresAt, before)).returning({ id: passwordOtps.id });
  const s = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return { rateLimits: r.length, otps: o.length, sessions: s.length };
}
