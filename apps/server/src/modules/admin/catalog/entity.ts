import type { CatalogItem, CatalogStatus } from '@sankalp/shared/api/admin-catalog';
import type { CatalogEntity, CatalogFormValues } from '@sankalp/shared/schemas/admin-catalog';
import { inArray, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { conflict, pgErrorCode } from '../../../lib/errors';

/**
 * One managed catalog entity of the console (issue 14): its table and columns for the generic
 * list, publish and scope calls, and how its form is read from and written to its rows (the
 * parent and its children). One per entity in entities/*.ts, gathered in catalog-admin.entities.ts.
 */
export type EntityDef<E extends CatalogEntity> = {
  /** Singular, in audit actions (`catalog.puja.update`). */
  noun: string;
  /** For messages: 'Puja' not found. */
  label: string;
  table: PgTable;
  cols: {
    id: PgColumn;
    title: PgColumn;
    published: PgColumn;
    updatedAt: PgColumn;
    /** The unique slug column (kept equal to slugify(title)), for entities read by name. */
    slug?: PgColumn;
    /** The temple the row belongs to (temple staff's scope; the list shows it). */
    templeId?: PgColumn;
  };
  /** The title of checked form values (what the slug is made from). */
  titleOf: (v: CatalogFormValues<E>) => string;
  /** The row as the form shows it (rupees, ISO dates), with its children; null when no such row. */
  load: (db: Db, id: string) => Promise<CatalogItem<E> | null>;
  /** 400 when the values name what does not exist or contradict stored counts (id null: a new row). */
  check?: (db: Db, id: string | null, v: CatalogFormValues<E>) => Promise<void>;
  /** Inserts (id null) or updates the row and its children; returns the row's id. */
  save: (db: Db, id: string | null, v: CatalogFormValues<E>, w: Written) => Promise<string>;
};

/** What the generic service adds to every write. */
export type Written = { slug: string | null; now: Date; published: boolean };

/** The meta part of an item. */
export const metaOf = (r: { id: string; published: boolean; updatedAt: Date; createdAt?: Date | null }) => ({
  id: r.id,
  status: (r.published ? 'published' : 'draft') as CatalogStatus,
  updatedAt: r.updatedAt.toISOString(),
  createdAt: r.createdAt ? r.createdAt.toISOString() : null,
});

/**
 * Brings a parent's child rows (packages, items, offerings, sevas) to the form's list: rows that
 * come back with their id are updated in place (bookings point at them and keep their own copies
 * of title and price), rows without one are inserted, rows left out are deleted. A left-out row
 * that a booking names cannot go: 409 in_use, nothing written (the transaction rolls back).
 */
export async function syncChildren<T extends { id?: string | undefined }>(
  db: Db,
  o: {
    table: PgTable;
    idCol: PgColumn;
    parentCol: PgColumn;
    parentId: string;
    /** 'A package' … for the in_use message. */
    what: string;
    rows: T[];
    toRow: (r: T, sort: number) => Record<string, unknown>;
  },
): Promise<void> {
  const existing = new Set(
    (await db.select({ id: o.idCol }).from(o.table).where(eq(o.parentCol, o.parentId))).map((r) => r.id as string),
  );
  const kept = new Set<string>();
  const inserts: Record<string, unknown>[] = [];
  for (const [sort, r] of o.rows.entries()) {
    const row = o.toRow(r, sort);
    if (r.id && existing.has(r.id) && !kept.has(r.id)) {
      kept.add(r.id);
      // Generic over the child tables: the row's keys are that table's columns (toRow builds them).
      await db
        .update(o.table)
        .set(row as never)
        .where(eq(o.idCol, r.id));
    } else inserts.push(row);
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    try {
      await db.delete(o.table).where(inArray(o.idCol, removed));
    } catch (e) {
      if (pgErrorCode(e) === '23503')
        throw conflict(`${o.what} that bookings name cannot be removed; edit it instead`, undefined, 'in_use');
      throw e;
    }
  }
  if (inserts.length > 0) await db.insert(o.table).values(inserts as never);
}

/**
 * The `translations` column a form's `hi` writes (issue 13): `{ hi }` with its blank fields left
 * out; nothing when the form has no `hi`, so a write without it keeps the stored Hindi.
 */
export function translationsOf(hi: object | undefined): { translations?: { hi: Record<string, unknown> } } {
  if (hi === undefined) return {};
  const kept = Object.fromEntries(Object.entries(hi).filter(([, v]) => v !== undefined && v !== null));
  return { translations: { hi: kept } };
}

/** A row's stored Hindi as the form's `hi` ({} when it has none). */
export const hiOf = <T>(translations: { hi?: unknown } | null | undefined): T => (translations?.hi ?? {}) as T;
