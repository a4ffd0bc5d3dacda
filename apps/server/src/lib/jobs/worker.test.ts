import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { openTestDb } from '../../test/test-app';
import { enqueue } from './queue';
import { silentLog, type JobHandler, type JobOutcome } from './runner';
import { startWorker } from './worker';

let close: () => Promise<void>;
let db: Db;
beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.db.db;
  close = async () => {
    await opened.db.close();
    await opened.dropDb();
  };
});
afterAll(() => close());

const statusOf = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!.status;
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe('the worker', () => {
  it('runs a job enqueued in this process at once (a kick), not at the next poll', async () => {
    let ran!: (n: number) => void;
    const done = new Promise<number>((r) => (ran = r));
    const outcomes: JobOutcome[] = [];
    const handler: JobHandler<{ n: number }> = { run: async (p) => ran(p.n) };
    // The poll is a minute away: only the kick can run the job within the test's two seconds.
    const worker = startWorker(
      db,
      { 'test.kick': handler },
      { log: silentLog, pollMs: 60_000, onRun: (_k, o) => outcomes.push(o) },
    );
    await new Promise((r) => setTimeout(r, 100)); // the start-up look has found nothing
    const id = (await enqueue(db, 'test.kick', { n: 42 }))!;
    expect(await within(done, 2_000)).toBe(42);
    await worker.stop();
    expect(await statusOf(id)).toBe('done');
    expect(outcomes).toEqual(['success']);
  });

  it('stops cleanly: waits for the job in hand, claims nothing more, and never hangs on a stuck job', async () => {
    let release!: () => void;
    let started!: () => void;
    const isStarted = new Promise<void>((r) => (started = r));
    const handler: JobHandler<object> = {
      run: () =>
        new Promise<void>((r) => {
          release = r;
          started();
        }),
    };
    const worker = startWorker(db, { 'test.slow': handler }, { log: silentLog, pollMs: 60_000 });
    const first = (await enqueue(db, 'test.slow', {}))!;
    await within(isStarted, 2_000);
    const stopping = worker.stop(5_000);
    setTimeout(() => release(), 50);
    await within(stopping, 2_000);
    expect(await statusOf(first)).toBe('done');
    const second = (await enqueue(db, 'test.slow', {}))!;
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(second)).toBe('queued');

    // A job that never ends: stop() gives up after its grace; the lease hands the job on later.
    const stuck = startWorker(
      db,
      { 'test.slow': { run: () => new Promise<void>(() => {}) } },
      { log: silentLog, pollMs: 60_000 },
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(await statusOf(second)).toBe('running');
    const t0 = Date.now();
    await within(stuck.stop(150), 2_000);
    expect(Date.now() - t0).toBeLessThan(1_000);
  });
});
