import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** The rows of a raw query (both drivers answer `{ rows }`); numbers and instants still to convert. */
export async function sqlRows(db: Db, query: SQL): Promise<Array<Record<string, unknown>>> {
  return ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}
