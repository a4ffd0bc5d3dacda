import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** The stored settings object (null when never saved; undefined when there is no such user). */
export async function readSettings(db: Db, userId: string): Promise<Record<string, unknown> | null | undefined> {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.settings : undefined;
}

export async function writeSettings(db: Db, userId: string, settings: Record<string, unknown>, now: Date) {
  await db.update(users).set({ settings, updatedAt: now }).where(eq(users.id, userId));
}
