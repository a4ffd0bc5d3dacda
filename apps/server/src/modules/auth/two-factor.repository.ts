import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRecoveryCodes, userTwoFactor } from '../../db/schema/index';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row;
}

/** Starts (or restarts) set-up with a new secret, unless it is on already; false when it is on. */
export async function upsertPendingSecret(
  db: Db,
  userId: string,
  secretEncrypted: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userTwoFactor)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretEncrypted, createdAt: now, lastStep: null },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Records that the code of `step` was used, only if no code of this or a later step was: the one
 * write that makes a code single-use, whichever process or request comes first.
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step))))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Switches it on with a fresh set of recovery codes (hashes); false when it was on already. */
export async function enable(db: Db, userId: string, codeHashes: string[], now: Date): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ enabledAt: now })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
    .returning({ userId: userTwoFactor.userId });
  if (rows.length !== 1) return false;
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  return true;
}

/** Switches it off: the secret and the recovery codes are deleted. */
export async function remove(db: Db, userId: string) {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

/** Uses one unused recovery code; false when there is none with this hash. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
