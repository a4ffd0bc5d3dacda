import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { openTestDb } from '../../test/test-app';
import { listJobs, pruneDoneJobs, queueStats, retryDeadJob } from './operator';
import { backoffMs, claimJob, completeAndClaim, completeJob, enqueue, reapExpiredLeases } from './queue';
import { PermanentJobError, runDueJobs, silentLog, type JobHandler, type JobOutcome } from './runner';

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
beforeEach(async () => {
  await db.delete(jobs);
});

const SECOND = 1000;
const T0 = new Date('2026-11-21T06:30:00.000Z');
const after = (ms: number) => new Date(T0.getTime() + ms);
const row = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** A handler that fails `failures` times, then succeeds; it records every payload it was handed. */
function flaky(failures: number, extra: Partial<JobHandler<{ n: number }>> = {}) {
  const seen: number[] = [];
  const handler: JobHandler<{ n: number }> = {
    backoff: { baseMs: 10 * SECOND, capMs: 60 * SECOND },
    ...extra,
    async run(p) {
      seen.push(p.n);
      if (seen.length <= failures) throw new Error(`SMTP 451 try again (${seen.length})`);
    },
  };
  return { handler, seen };
}

function run(handlers: Record<string, JobHandler<never>>, at: Date, outcomes: JobOutcome[] = []) {
  return runDueJobs(db, handlers, { log: silentLog, at, onRun: (_k, o) => outcomes.push(o) });
}

describe('enqueue', () => {
  it('makes one job per dedupe key, and none when the caller’s transaction rolls back', async () => {
    const id = await enqueue(db, 'test.echo', { n: 1 }, { dedupeKey: 'echo:1' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await enqueue(db, 'test.echo', { n: 2 }, { dedupeKey: 'echo:1' })).toBeNull();
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'test.echo', { n: 3 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const all = await db.select().from(jobs);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      kind: 'test.echo',
      payload: { n: 1 },
      status: 'queued',
      attempts: 0,
      maxAttempts: 5,
    });
  });
});

describe('claim and lease', () => {
  it('claims a due job once, not before its run_at, and again only after its lease ran out', async () => {
    const id = (await enqueue(db, 'test.echo', { n: 1 }, { runAt: after(10 * SECOND) }))!;
    const claim = (at: Date) => claimJob(db, { kinds: ['test.echo'], leaseMs: 30 * SECOND, at });
    expect(await claim(T0)).toBeUndefined();
    expect(await claimJob(db, { kinds: ['other'], leaseMs: 1, at: after(20 * SECOND) })).toBeUndefined();
    const first = await claim(after(10 * SECOND));
    expect(first).toMatchObject({ id, status: 'running', attempts: 1 });
    expect(first!.lockedUntil!.getTime()).toBe(after(40 * SECOND).getTime());
    expect(await claim(after(39 * SECOND))).toBeUndefined(); // leased
    // Its worker died: past the lease another claim takes it, and the old claim can no longer finish it.
    const second = await claim(after(41 * SECOND));
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await completeJob(db, first!, after(42 * SECOND))).toBe(false);
    expect(await completeJob(db, second!, after(42 * SECOND))).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'done', lockedUntil: null });
  });

  it('takes due jobs oldest first', async () => {
    await enqueue(db, 'test.echo', { n: 2 }, { runAt: after(2 * SECOND) });
    await enqueue(db, 'test.echo', { n: 1 }, { runAt: after(1 * SECOND) });
    const { handler, seen } = flaky(0);
    expect(await run({ 'test.echo': handler }, after(5 * SECOND))).toBe(2);
    expect(seen).toEqual([1, 2]);
  });

  it('completes a job and claims the next in one statement, never the one it completes', async () => {
    const a = (await enqueue(db, 'test.echo', { n: 1 }, { runAt: T0 }))!;
    const b = (await enqueue(db, 'test.echo', { n: 2 }, { runAt: after(1 * SECOND) }))!;
    const opts = (at: Date) => ({ kinds: ['test.echo'], leaseMs: 30 * SECOND, at });
    const first = (await claimJob(db, opts(after(2 * SECOND))))!;
    expect(first.id).toBe(a);
    // Its lease ran out while it ran: it is due again, yet the claim that completes it takes the other.
    const r = await completeAndClaim(db, first, opts(after(40 * SECOND)));
    expect(r.completed).toBe(true);
    expect(r.next).toMatchObject({ id: b, status: 'running', attempts: 1, payload: { n: 2 } });
    expect(r.next!.lockedUntil!.getTime()).toBe(after(70 * SECOND).getTime());
    expect(r.next!.createdAt).toBeInstanceOf(Date);
    expect(await row(a)).toMatchObject({ status: 'done', lockedUntil: null });
    // A completion that lost its lease says so; with nothing due, nothing is claimed.
    const stale = { ...r.next!, attempts: 0 };
    expect(await completeAndClaim(db, stale, opts(after(41 * SECOND)))).toEqual({ completed: false, next: undefined });
    expect(await completeAndClaim(db, r.next!, opts(after(41 * SECOND)))).toEqual({ completed: true, next: undefined });
    expect(await row(b)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('marks a job dead when its last attempt outlived the lease', async () => {
    const id = (await enqueue(db, 'test.echo', { n: 1 }, { runAt: T0, maxAttempts: 1 }))!;
    await claimJob(db, { kinds: ['test.echo'], leaseMs: 30 * SECOND, at: T0 });
    expect(await reapExpiredLeases(db, after(29 * SECOND))).toBe(0);
    expect(await reapExpiredLeases(db, after(31 * SECOND))).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'dead', lastError: expect.stringContaining('lease') });
  });
});

describe('backoff', () => {
  it('waits between half and all of min(cap, base · 2^(attempt−1))', () => {
    const b = { baseMs: 10 * SECOND, capMs: 60 * SECOND };
    expect(backoffMs(1, b, () => 0)).toBe(5 * SECOND);
    expect(backoffMs(1, b, () => 0.999999)).toBe(10 * SECOND);
    expect(backoffMs(3, b, () => 0)).toBe(20 * SECOND);
    expect(backoffMs(3, b, () => 0.999999)).toBe(40 * SECOND);
    expect(backoffMs(10, b, () => 0)).toBe(30 * SECOND); // capped
    expect(backoffMs(10, b, () => 0.999999)).toBe(60 * SECOND);
    for (let i = 0; i < 100; i++) {
      const ms = backoffMs(2, b);
      expect(ms).toBeGreaterThanOrEqual(10 * SECOND);
      expect(ms).toBeLessThanOrEqual(20 * SECOND);
    }
  });
});

describe('retries and the dead-letter state', () => {
  it('retries a failed job after its backoff until it succeeds', async () => {
    const id = (await enqueue(db, 'test.echo', { n: 7 }, { runAt: T0 }))!;
    const { handler, seen } = flaky(2);
    const outcomes: JobOutcome[] = [];
    await run({ 'test.echo': handler }, T0, outcomes);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(failed.lastError).toContain('SMTP 451 try again (1)');
    // The first retry is due 5–10 s later (base 10 s, jitter half to all).
    expect(failed.runAt.getTime()).toBeGreaterThanOrEqual(after(5 * SECOND).getTime());
    expect(failed.runAt.getTime()).toBeLessThanOrEqual(after(10 * SECOND).getTime());
    expect(await run({ 'test.echo': handler }, after(4 * SECOND), outcomes)).toBe(0); // not yet
    await run({ 'test.echo': handler }, after(10 * SECOND), outcomes);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2 });
    await run({ 'test.echo': handler }, after(60 * SECOND), outcomes);
    expect(await row(id)).toMatchObject({ status: 'done', attempts: 3 });
    expect((await row(id)).finishedAt).not.toBeNull();
    expect(seen).toEqual([7, 7, 7]);
    expect(outcomes).toEqual(['retry', 'retry', 'success']);
  });

  it('ends dead after max attempts, keeps its last error, and an operator can queue it again', async () => {
    const id = (await enqueue(db, 'test.echo', { n: 1 }, { runAt: T0, maxAttempts: 3 }))!;
    const { handler, seen } = flaky(99);
    const outcomes: JobOutcome[] = [];
    for (let i = 1; i <= 5; i++) await run({ 'test.echo': handler }, after(i * 60 * SECOND), outcomes);
    expect(seen).toHaveLength(3);
    expect(outcomes).toEqual(['retry', 'retry', 'dead']);
    const dead = await row(id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Error: SMTP 451 try again (3)' });
    expect(dead.finishedAt).not.toBeNull();

    expect(await listJobs(db, { status: 'dead' })).toMatchObject([
      { id, kind: 'test.echo', attempts: 3, lastError: dead.lastError },
    ]);
    expect((await queueStats(db)).counts).toEqual([{ kind: 'test.echo', status: 'dead', n: 1 }]);

    expect(await retryDeadJob(db, id)).toBe(true);
    expect(await retryDeadJob(db, id)).toBe(false); // no longer dead
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 0, finishedAt: null });
  });

  it('makes a job dead at once on a PermanentJobError', async () => {
    const id = (await enqueue(db, 'test.refused', {}, { runAt: T0 }))!;
    const handler: JobHandler<object> = {
      run: async () => {
        throw new PermanentJobError('signature refused');
      },
    };
    await run({ 'test.refused': handler }, T0);
    expect(await row(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'PermanentJobError: signature refused',
    });
  });

  it('counts an attempt that outruns its timeout as failed', async () => {
    const id = (await enqueue(db, 'test.slow', {}, { runAt: T0 }))!;
    const handler: JobHandler<object> = { timeoutMs: 50, run: () => new Promise((r) => setTimeout(r, 2_000).unref()) };
    await run({ 'test.slow': handler }, T0);
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: timed out after 0.05 s' });
  });

  it('reports the lag of the oldest due job', async () => {
    await enqueue(db, 'test.echo', {}, { runAt: new Date(Date.now() - 90 * SECOND) });
    await enqueue(db, 'test.echo', {}, { runAt: new Date(Date.now() + 3_600 * SECOND) });
    const stats = await queueStats(db);
    expect(stats.counts).toEqual([{ kind: 'test.echo', status: 'queued', n: 2 }]);
    expect(stats.oldestDueSeconds).toBeGreaterThanOrEqual(89);
    expect(stats.oldestDueSeconds).toBeLessThan(200);
  });

  it('prunes jobs done more than 30 days ago, never a dead one', async () => {
    const DAY = 24 * 3_600 * SECOND;
    const make = async (status: 'done' | 'dead', daysAgo: number) => {
      const id = (await enqueue(db, 'test.echo', {}))!;
      await db
        .update(jobs)
        .set({ status, finishedAt: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(jobs.id, id));
      return id;
    };
    const old = await make('done', 31);
    const recent = await make('done', 29);
    const dead = await make('dead', 90);
    expect(await pruneDoneJobs(db)).toBe(1);
    const left = (await db.select({ id: jobs.id }).from(jobs)).map((j) => j.id).sort();
    expect(left).toEqual([recent, dead].sort());
    expect(left).not.toContain(old);
  });
});
