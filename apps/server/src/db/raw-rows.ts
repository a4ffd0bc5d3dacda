import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The rows of a raw statement (both drivers answer `{ rows }`), columns by their database names. */
export async function rawRows(db: Db, query: SQL): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/**
 * One row of `table` from a raw statement's row (`select t.* …`, database column names), each value
 * mapped as drizzle maps it for a query it built (instants to Date, jsonb parsed): the same row a
 * `db.select().from(table)` would answer. For statements drizzle cannot build (data-modifying CTEs).
 */
export function tableRowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
