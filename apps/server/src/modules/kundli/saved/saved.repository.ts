import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { savedKundlis, users } from '../../../db/schema/index';

export type SavedKundliRow = typeof savedKundlis.$inferSelect;
export type NewSavedKundli = Omit<typeof savedKundlis.$inferInsert, 'id' | 'createdAt'>;

export async function listSaved(db: Db, userId: string): Promise<SavedKundliRow[]> {
  return db
    .select()
    .from(savedKundlis)
    .where(eq(savedKundlis.userId, userId))
    .orderBy(desc(savedKundlis.createdAt), desc(savedKundlis.id));
}

/**
 * Saves one kundli unless the same details are already saved (then answers that row, created
 * false), refusing past `limit` rows. The user's row is locked first, so two saves at once cannot
 * both pass the limit.
 */
export async function saveOnce(
  db: Db,
  row: NewSavedKundli,
  limit: number,
  now: Date,
): Promise<{ row: SavedKundliRow; created: boolean } | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
    const [inserted] = await tx
      .insert(savedKundlis)
      .values({ ...row, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(savedKundlis)
        .where(
          and(
            eq(savedKundlis.userId, row.userId),
            eq(savedKundlis.name, row.name),
            eq(savedKundlis.birthDate, row.birthDate),
            eq(savedKundlis.birthTime, row.birthTime),
            eq(savedKundlis.latitude, row.latitude),
            eq(savedKundlis.longitude, row.longitude),
            sql`coalesce(${savedKundlis.timezone}, '') = ${row.timezone ?? ''}`,
            sql`coalesce(${savedKundlis.utcOffsetMinutes}, 100000) = ${row.utcOffsetMinutes ?? 100000}`,
          ),
        )
        .limit(1);
      return { row: existing!, created: false };
    }
    const [{ n }] = (await tx.select({ n: count() }).from(savedKundlis).where(eq(savedKundlis.userId, row.userId))) as [
      { n: number },
    ];
    if (Number(n) > limit) {
      // Undo this one insert; the transaction stays usable (no error was raised).
      await tx.delete(savedKundlis).where(eq(savedKundlis.id, inserted.id));
      return 'limit';
    }
    return { row: inserted, created: true };
  });
}

/** Deletes the user's own saved kundli; false when there is none with that id for this user. */
export async function deleteSaved(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedKundlis)
    .where(and(eq(savedKundlis.id, id), eq(savedKundlis.userId, userId)))
    .returning({ id: savedKundlis.id });
  return rows.length > 0;
}
