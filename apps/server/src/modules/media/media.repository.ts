import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/index';

export type MediaRow = typeof media.$inferSelect;

export async function findMediaByKey(db: Db, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row;
}

/** The new row, or undefined when the same file (same key) was recorded meanwhile. */
export async function insertMedia(db: Db, row: typeof media.$inferInsert): Promise<MediaRow | undefined> {
  const [made] = await db.insert(media).values(row).onConflictDoNothing({ target: media.key }).returning();
  return made;
}
