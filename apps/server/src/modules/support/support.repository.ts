import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportMessages, supportThreads, users } from '../../db/schema/index';

export type ThreadRow = typeof supportThreads.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

export async function insertThread(db: Db, row: typeof supportThreads.$inferInsert): Promise<ThreadRow> {
  const [made] = await db.insert(supportThreads).values(row).returning();
  return made!;
}

export async function insertMessage(db: Db, row: typeof supportMessages.$inferInsert): Promise<MessageRow> {
  const [made] = await db.insert(supportMessages).values(row).returning();
  return made!;
}

/** The thread, locked for the caller's transaction (a reply and a close never cross). */
export async function lockThread(db: Db, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id)).for('update');
  return row;
}

export async function findThread(db: Db, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id));
  return row;
}

export async function updateThread(
  db: Db,
  id: string,
  set: Partial<typeof supportThreads.$inferInsert>,
): Promise<ThreadRow> {
  const [row] = await db.update(supportThreads).set(set).where(eq(supportThreads.id, id)).returning();
  return row!;
}

/** A page of the inbox, latest activity first, with the total. */
export async function listThreads(db: Db, f: { status?: 'open' | 'closed'; limit: number; offset: number }) {
  const where = f.status ? eq(supportThreads.status, f.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportThreads)
      .where(where)
      .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(supportThreads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The latest message of each thread (one query for a page of the inbox). */
export async function latestMessages(db: Db, threadIds: string[]): Promise<Map<string, string>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.threadId], { threadId: supportMessages.threadId, body: supportMessages.body })
    .from(supportMessages)
    .where(inArray(supportMessages.threadId, threadIds))
    .orderBy(supportMessages.threadId, desc(supportMessages.createdAt), desc(supportMessages.id));
  return new Map(rows.map((r) => [r.threadId, r.body]));
}

/** A thread's messages, oldest first, with the replying staff member's name. */
export async function messagesOf(db: Db, threadId: string) {
  return db
    .select({ message: supportMessages, staffName: users.fullName })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.staffId))
    .where(and(eq(supportMessages.threadId, threadId)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}
