import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Db, row: typeof auditLog.$inferInsert) {
  await db.insert(auditLog).values(row);
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export type AuditFilter = { actorId?: string; action?: string; from?: Date; to?: Date };

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    // `user.role` matches user.role and user.role.* (the action names are dotted paths).
    f.action ? or(eq(auditLog.action, f.action), like(auditLog.action, `${escapeLike(f.action)}.%`)) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

/** Newest first; `beforeId` continues a page (the id of its last row). */
export async function listAudit(db: Db, f: AuditFilter, limit: number, beforeId?: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(where(f), beforeId ? lt(auditLog.id, beforeId) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export async function countAudit(db: Db, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return row?.n ?? 0;
}
