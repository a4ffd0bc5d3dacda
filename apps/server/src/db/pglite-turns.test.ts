/**
 * PGlite statements take turns with the event loop (issue 16, db/pglite-turns.ts): a chain of
 * awaited statements no longer runs in one turn, so a request waiting on I/O is served between
 * two statements of a cache rebuild, and the longest block is one statement.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDb({ dataDir: 'memory://' });
});
afterAll(async () => {
  await handle.close();
});

const one = async (n: number) =>
  ((await handle.db.execute(sql`select ${n}::int as n`)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;

describe('PGlite statements and the event loop', () => {
  it('lets a turn of the loop run between two awaited statements, with the same answers', async () => {
    const order: string[] = [];
    order.push(`q${await one(1)}`);
    // Without the turn, the next statement would run in this same turn, before the callback.
    setImmediate(() => order.push('turn'));
    order.push(`q${await one(2)}`);
    expect(order).toEqual(['q1', 'turn', 'q2']);
  });

  it('runs the statements of a transaction as before, one after the other', async () => {
    const order: string[] = [];
    await handle.db.transaction(async (tx) => {
      setImmediate(() => order.push('turn'));
      for (const n of [1, 2, 3]) {
        const r = (await tx.execute(sql`select ${n}::int as n`)) as unknown as { rows: Array<{ n: number }> };
        order.push(`q${r.rows[0]?.n}`);
      }
    });
    expect(order.slice(0, 3)).toEqual(['q1', 'q2', 'q3']);
  });
});
