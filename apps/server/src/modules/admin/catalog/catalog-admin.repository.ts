import type { CatalogListItem } from '@sankalp/shared/api/admin-catalog';
import type { CatalogEntity, CatalogStatus } from '@sankalp/shared/schemas/admin-catalog';
import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { temples } from '../../../db/schema/catalog';
import type { EntityDef } from './entity';

/** What these generic queries need of an entity (its table and columns). */
type AnyDef = Pick<EntityDef<CatalogEntity>, 'table' | 'cols'>;

export type ListFilter = {
  q?: string;
  status?: CatalogStatus;
  /** Only rows of these temples (temple staff); undefined: every row. */
  templeIds?: string[];
  limit: number;
  offset: number;
};

/** `%` and `_` typed in a search are literal characters, not patterns. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(def: AnyDef, f: ListFilter): SQL | undefined {
  const { cols } = def;
  return and(
    f.q ? ilike(cols.title, likeText(f.q)) : undefined,
    f.status ? eq(cols.published, f.status === 'published') : undefined,
    f.templeIds && cols.templeId
      ? f.templeIds.length > 0
        ? inArray(cols.templeId, f.templeIds)
        : sql`false`
      : undefined,
  );
}

/**
 * One page of an entity's rows (newest change first) and the total, in two queries; the temple's
 * name joined for entities that have one. The catalog's tables are small (hundreds of rows), so
 * the title search scans; the page is ordered by updated_at.
 */
export async function listPage(
  db: Db,
  def: AnyDef,
  f: ListFilter,
): Promise<{ items: CatalogListItem[]; total: number }> {
  const { cols } = def;
  const w = where(def, f);
  const own = { id: cols.id, title: cols.title, published: cols.published, updatedAt: cols.updatedAt };
  const rowsQuery = cols.templeId
    ? db
        .select({ ...own, templeId: temples.id, templeName: temples.name })
        .from(def.table)
        .leftJoin(temples, eq(temples.id, cols.templeId))
        .where(w)
        .orderBy(desc(cols.updatedAt), desc(cols.id))
        .limit(f.limit)
        .offset(f.offset)
    : db
        .select(own)
        .from(def.table)
        .where(w)
        .orderBy(desc(cols.updatedAt), desc(cols.id))
        .limit(f.limit)
        .offset(f.offset);
  const [rows, [total]] = await Promise.all([rowsQuery, db.select({ n: count() }).from(def.table).where(w)]);
  return {
    items: (rows as Array<Record<string, unknown>>).map((r) => ({
      id: r.id as string,
      title: r.title as string,
      status: r.published ? 'published' : 'draft',
      updatedAt: (r.updatedAt as Date).toISOString(),
      ...(cols.templeId
        ? { temple: r.templeId ? { id: r.templeId as string, name: r.templeName as string } : null }
        : {}),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** The row locked for the rest of the transaction (true), or false when there is none. */
export async function lockRow(db: Db, def: AnyDef, id: string): Promise<boolean> {
  const rows = await db.select({ id: def.cols.id }).from(def.table).where(eq(def.cols.id, id)).for('update');
  return rows.length > 0;
}

/** True when another row of the entity has this slug. */
export async function slugTaken(db: Db, def: AnyDef, slug: string, exceptId: string | null): Promise<boolean> {
  if (!def.cols.slug) return false;
  const rows = await db
    .select({ id: def.cols.id })
    .from(def.table)
    .where(and(eq(def.cols.slug, slug), exceptId ? ne(def.cols.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function setPublished(db: Db, def: AnyDef, id: string, published: boolean, now: Date): Promise<void> {
  // Generic over the managed tables: each has `published` and `updated_at` (db/schema/catalog managed()).
  await db
    .update(def.table)
    .set({ published, updatedAt: now } as never)
    .where(eq(def.cols.id, id));
}

/** The temple a row belongs to (the scope of temple staff), or null. */
export async function templeOf(db: Db, def: AnyDef, id: string): Promise<string | null> {
  if (!def.cols.templeId) return null;
  const [r] = await db.select({ templeId: def.cols.templeId }).from(def.table).where(eq(def.cols.id, id));
  return (r?.templeId as string | null | undefined) ?? null;
}
