import { and, asc, eq, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows, tableRowOf } from '../../db/raw-rows';
import { jobs, type JobRow } from '../../db/schema/index';

// The durable job queue (docs/decisions/008): rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED
// and held by a lease, so any number of processes on one PostgreSQL (or one on PGlite) share it.
// Every time here is the database's clock (`now()`), never a process's: `at` exists for tests.

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is dead (default 5). */
  maxAttempts?: number;
  /** A second enqueue with the same key makes no second job (e.g. `mail:<outbox id>`). */
  dedupeKey?: string;
};

export const DEFAULT_MAX_ATTEMPTS = 5;

const listeners = new Set<() => void>();

/** Called after every enqueue in this process (the worker's cheap kick; the poll is the backstop). */
export function onEnqueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let kickPending = false;
/**
 * Tells the listeners shortly (after the caller's transaction has committed): the enqueues of one
 * transaction (a settlement's mail and notifications) make one kick, not one each (issue 16).
 */
function kickSoon(): void {
  if (kickPending || listeners.size === 0) return;
  kickPending = true;
  setTimeout(() => {
    kickPending = false;
    listeners.forEach((l) => l());
  }, 20).unref();
}

const clock = (at?: Date): SQL => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);
const plusMs = (at: SQL, ms: number): SQL => sql`(${at} + ${Math.max(0, Math.round(ms))} * interval '1 millisecond')`;

/**
 * Adds a job. Pass the transaction that makes the work necessary (the job exists exactly when the
 * change does). Answers the new job's id, or null when `dedupeKey` already names a job.
 */
export async function enqueue<P>(db: Db, kind: string, payload: P, opts: EnqueueOptions = {}): Promise<string | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: opts.dedupeKey,
      ...(opts.runAt ? { runAt: opts.runAt } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  // After the caller's transaction commits, a worker of this process looks at once.
  if (row) kickSoon();
  return row?.id ?? null;
}

/**
 * Adds several jobs in one statement (the deliveries of one notification, the webhooks of one
 * payment), in the caller's transaction like `enqueue`. Answers the ids of the jobs made (a
 * dedupe key that already names a job makes none).
 */
export async function enqueueMany<P>(
  db: Db,
  items: ReadonlyArray<{ kind: string; payload: P; opts?: EnqueueOptions }>,
  /** kick false: the caller runs these jobs itself right after its commit (the worker's poll is the backstop). */
  { kick = true }: { kick?: boolean } = {},
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      items.map(({ kind, payload, opts = {} }) => ({
        kind,
        payload,
        maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        dedupeKey: opts.dedupeKey,
        ...(opts.runAt ? { runAt: opts.runAt } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (rows.length > 0 && kick) kickSoon();
  return rows.map((r) => r.id);
}

/**
 * enqueueMany as part of the caller's own statement (issue 16: rows and the jobs that handle them
 * written in one round trip): the INSERT of one job of `kind` per row of `source` (a CTE of the
 * caller's statement that names it), its payload (a jsonb expression) and dedupe key computed from
 * that row. Embed it as a CTE (`j as ${enqueueFrom(…)}`), then call `enqueuedIn` with how many
 * jobs it made, which kicks the worker as enqueueMany would.
 */
export function enqueueFrom(
  source: string,
  kind: string,
  job: { payload: SQL; dedupeKey?: SQL; maxAttempts?: number },
): SQL {
  return sql`(insert into ${jobs} (kind, payload, max_attempts, dedupe_key)
    select ${kind}, ${job.payload}, ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int, ${job.dedupeKey ?? sql`null`}
    from ${sql.identifier(source)} on conflict do nothing returning id)`;
}

/** After a statement with enqueueFrom: kicks this process's worker when it made jobs. */
export function enqueuedIn(made: number): void {
  if (made > 0) kickSoon();
}

/** How long to wait before retry `attempt` (1 = after the first failure). */
export type Backoff = { baseMs: number; capMs: number };
export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, capMs: 60 * 60_000 };

/**
 * Exponential backoff with jitter: the ceiling is min(cap, base · 2^(attempt−1)) and the wait is
 * drawn uniformly from [ceiling / 2, ceiling], so retries of many jobs that failed together spread
 * out but never come sooner than half the ceiling or later than the ceiling.
 */
export function backoffMs(attempt: number, backoff: Backoff = DEFAULT_BACKOFF, random = Math.random): number {
  const ceiling = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + 0.5 * random()));
}

export type ClaimOptions = {
  /** Only these kinds (the ones this worker has handlers for). */
  kinds: readonly string[];
  /** Only these jobs (a kick for jobs just enqueued). */
  ids?: readonly string[];
  /** How long the claim holds the job before another worker may take it again. */
  leaseMs: number;
  at?: Date;
};

/**
 * Claims the next due job: queued and due, or running with its lease run out (its worker
 * crashed), oldest first. Counts one attempt and leases it. Safe with any number of concurrent
 * callers: a row locked by one claim is skipped by the others.
 */
export async function claimJob(db: Db, opts: ClaimOptions): Promise<JobRow | undefined> {
  if (opts.kinds.length === 0 || opts.ids?.length === 0) return undefined;
  const [job] = await claimStatement(db, opts);
  return job;
}

/** The claim's UPDATE … RETURNING (claimJob), never of the job `except` (completeAndClaim's own). */
function claimStatement(db: Db, opts: ClaimOptions, except?: string) {
  const now = clock(opts.at);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...opts.kinds]),
        opts.ids ? inArray(jobs.id, [...opts.ids]) : undefined,
        except ? ne(jobs.id, except) : undefined,
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: plusMs(now, opts.leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * completeJob, then claimJob, in one statement (issue 16: a worker finishing one job and taking the
 * next costs one round trip, not two). The job just completed is never the one claimed, even when
 * its lease ran out meanwhile. `completed` is completeJob's answer; `next` claimJob's.
 */
export async function completeAndClaim(
  db: Db,
  job: JobRow,
  opts: ClaimOptions,
): Promise<{ completed: boolean; next: JobRow | undefined }> {
  if (opts.kinds.length === 0 || opts.ids?.length === 0) return { completed: await completeJob(db, job, opts.at), next: undefined };
  const [row] = await rawRows(
    db,
    sql`with done as ${completeStatement(db, job, opts.at)}, next as ${claimStatement(db, opts, job.id)}
      select (select count(*) from done)::int as completed__, next.* from (select 1) as one left join next on true`,
  );
  return {
    completed: Number(row?.completed__ ?? 0) > 0,
    next: row?.id ? tableRowOf(jobs, row) : undefined,
  };
}
/**
 * Ends running jobs whose lease ran out on their last attempt (their worker died or hung): dead,
 * since no attempt is left. Answers how many.
 */
export async function reapExpiredLeases(db: Db, at?: Date): Promise<number> {
  const now = clock(at);
  const rows = await db
    .update(jobs)
    .set({
      status: 'dead',
      lockedUntil: null,
      finishedAt: now,
      updatedAt: now,
      lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'the last attempt did not finish within its lease'`,
    })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Only while this claim still holds the job (the attempt count fences off a worker whose lease ran out). */
const stillOurs = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Marks a claimed job done. False when its lease was lost to another worker meanwhile. */
export async function completeJob(db: Db, job: JobRow, at?: Date): Promise<boolean> {
  const rows = await completeStatement(db, job, at);
  return rows.length > 0;
}

function completeStatement(db: Db, job: JobRow, at?: Date) {
  const now = clock(at);
  return db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
}

/**
 * Records a failed attempt: queued again after `retryInMs`, or dead when it was the last attempt
 * (or `retryInMs` is null: a failure no retry can mend). 'lost' when the lease was lost meanwhile.
 */
export async function failJob(
  db: Db,
  job: JobRow,
  error: string,
  retryInMs: number | null,
  at?: Date,
): Promise<'retry' | 'dead' | 'lost'> {
  const now = clock(at);
  const dead = retryInMs === null || job.attempts >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      status: dead ? 'dead' : 'queued',
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      updatedAt: now,
      ...(dead ? { finishedAt: now } : { runAt: plusMs(now, retryInMs) }),
    })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return dead ? 'dead' : 'retry';
}
