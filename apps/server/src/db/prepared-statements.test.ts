import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/test-app';
import type { DbHandle } from './client';
import { statementName } from './client';
import { jobs } from './schema/index';

// Issue 16: on PostgreSQL every parameterised statement runs prepared, one name per distinct text.

describe('statementName', () => {
  it('gives one text one name, and another text another', () => {
    const a = statementName('select $1::int as a -- prepared-statements.test a');
    expect(a).toMatch(/^s\d+$/);
    expect(statementName('select $1::int as a -- prepared-statements.test a')).toBe(a);
    expect(statementName('select $1::int as b -- prepared-statements.test b')).not.toBe(a);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL (needs TEST_DATABASE_URL)', () => {
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

  it('a parameterised query is prepared on its connection, and answers right for every parameter', async () => {
    const { db } = handle;
    await db.transaction(async (tx) => {
      for (const kind of ['k1', 'k2', 'k3']) await tx.insert(jobs).values({ kind, payload: { kind } });
      // Same text, other values, on one connection: prepared once, each answer its own.
      for (const kind of ['k1', 'k2', 'k3', 'k2']) {
        const rows = await tx.select({ kind: jobs.kind }).from(jobs).where(eq(jobs.kind, kind));
        expect(rows).toEqual([{ kind }]);
      }
      const prepared = await tx.execute(sql`select name, statement from pg_prepared_statements`);
      const texts = (prepared as unknown as { rows: Array<{ name: string; statement: string }> }).rows.map(
        (r) => r.statement,
      );
      expect(texts.some((t) => t.includes('from "jobs" where "jobs"."kind" = $1'))).toBe(true);
    });
  });

  it('a failed statement in a transaction leaves the connection usable (the rollback does not lose the names)', async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await tx.select().from(jobs).where(eq(jobs.kind, 'x'));
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toThrow();
    for (let i = 0; i < 20; i++) expect(await db.select().from(jobs).where(eq(jobs.kind, 'nothing'))).toEqual([]);
  });
});
