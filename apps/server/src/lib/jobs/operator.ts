import { and, count, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, type JobStatus } from '../../db/schema/index';

// The operator's record of the queue: GET /internal/jobs, `npm run jobs`, and /metrics.

/** One job as an operator sees it (never its payload, which may name a person's mail). */
export type JobListing = {
  id: string;
  kind: string;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
};

/** The most recently changed jobs, newest first, optionally of one status. */
export async function listJobs(db: Db, opts: { status?: JobStatus; limit?: number } = {}): Promise<JobListing[]> {
  const rows = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAt: jobs.runAt,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(opts.status ? eq(jobs.status, opts.status) : undefined)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(opts.limit ?? 20);
  return rows.map((r) => ({
    ...r,
    runAt: r.runAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  }));
}

export type QueueStats = {
  /** Jobs waiting, running and dead, by kind. */
  counts: { kind: string; status: JobStatus; n: number }[];
  /** How long the oldest due job has waited (0 when none): the queue's lag. */
  oldestDueSeconds: number;
};

export async function queueStats(db: Db): Promise<QueueStats> {
  const counts = await db
    .select({ kind: jobs.kind, status: jobs.status, n: count() })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running', 'dead']))
    .groupBy(jobs.kind, jobs.status);
  const [lag] = await db
    .select({ s: sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt})), 0)::float8` })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)));
  return {
    counts: counts.map((c) => ({ ...c, n: Number(c.n) })),
    oldestDueSeconds: Math.max(0, Number(lag?.s ?? 0)),
  };
}

/** Queues a dead job again with a fresh set of attempts. False when no dead job has this id. */
export async function retryDeadJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: 0,
      runAt: sql`now()`,
      lockedUntil: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes jobs done more than `days` ago (dead ones stay until an operator retries them). */
export async function pruneDoneJobs(db: Db, days = 30): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - ${days} * interval '1 day'`)))
    .returning({ id: jobs.id });
  return rows.length;
}
