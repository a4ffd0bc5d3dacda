import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { openTestDb } from '../../test/test-app';
import { twoInstancesAvailable } from '../../test/two-instances';
import { enqueue } from './queue';
import { runDueJobs, silentLog, type JobHandler } from './runner';

// Two pools on one PostgreSQL, as two server processes would have, drain one queue at once:
// every job runs exactly once (FOR UPDATE SKIP LOCKED + lease). PGlite has one connection only.

const N = 200;
const pg = twoInstancesAvailable('queue.concurrency.test.ts');

describe.skipIf(!pg)('two processes on one queue (needs TEST_DATABASE_URL)', () => {
  let a: DbHandle;
  let b: DbHandle | undefined;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDb();
    a = opened.db;
    drop = opened.dropDb;
    b = await openDb({ url: opened.url });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await drop?.();
  });

  it(`runs each of ${N} jobs exactly once with four workers on two pools`, async () => {
    for (let i = 0; i < N; i++) await enqueue(a.db, 'test.once', { n: i });
    const seen: number[] = [];
    const handler: JobHandler<{ n: number }> = {
      async run(p) {
        seen.push(p.n);
        await new Promise((r) => setTimeout(r, Math.random() * 3));
      },
    };
    const worker = (db: DbHandle) =>
      runDueJobs(db.db, { 'test.once': handler }, { log: silentLog, limit: Number.MAX_SAFE_INTEGER });
    const ran = await Promise.all([worker(a), worker(b!), worker(a), worker(b!)]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(N);
    expect(ran.filter((n) => n > 0).length).toBeGreaterThan(1); // they really shared the work
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: N }, (_, i) => i));
    const [done] = await a.db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'done'));
    expect(Number(done!.n)).toBe(N);
  });
});
