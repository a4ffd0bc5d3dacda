import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { openTestDb } from '../../test/test-app';
import { enqueueMany } from './queue';

// Issue 16: the deliveries of a notification and the webhooks of a sandbox payment are enqueued
// in one statement; dedupe keys and the caller's transaction hold as with enqueue.

let handle: DbHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const t = await openTestDb();
  handle = t.db;
  drop = t.dropDb;
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('enqueueMany', () => {
  it('makes one job per item and answers their ids; a used dedupe key makes none', async () => {
    const { db } = handle;
    const first = await enqueueMany(db, [
      { kind: 'test.a', payload: { n: 1 }, opts: { dedupeKey: 'many:1' } },
      { kind: 'test.a', payload: { n: 2 }, opts: { dedupeKey: 'many:2', maxAttempts: 9 } },
    ]);
    expect(first).toHaveLength(2);
    const again = await enqueueMany(db, [
      { kind: 'test.a', payload: { n: 1 }, opts: { dedupeKey: 'many:1' } },
      { kind: 'test.a', payload: { n: 3 }, opts: { dedupeKey: 'many:3' } },
    ]);
    expect(again).toHaveLength(1);
    const rows = await db.select().from(jobs).where(inArray(jobs.id, [...first, ...again]));
    expect(rows.map((r) => r.payload).sort((a, b) => (a as { n: number }).n - (b as { n: number }).n)).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
    expect(rows.find((r) => (r.payload as { n: number }).n === 2)?.maxAttempts).toBe(9);
    expect(await enqueueMany(db, [])).toEqual([]);
  });

  it("exists exactly when the caller's transaction does", async () => {
    const { db } = handle;
    let ids: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        ids = await enqueueMany(tx, [{ kind: 'test.b', payload: {} }, { kind: 'test.b', payload: {} }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ids).toHaveLength(2);
    expect(await db.select().from(jobs).where(inArray(jobs.id, ids))).toEqual([]);
  });
});
