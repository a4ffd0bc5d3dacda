import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema/index';
import { scrub } from '../logging';
import {
  backoffMs,
  claimJob,
  completeAndClaim,
  completeJob,
  failJob,
  reapExpiredLeases,
  type Backoff,
  type ClaimOptions,
} from './queue';

/** Thrown by a handler for a failure no retry can mend (a refused signature): the job is dead at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type JobContext = { db: Db; log: FastifyBaseLogger; job: JobRow };

/**
 * What runs one kind of job. It may run more than once for one job (a retry after a failure, or
 * after a worker died mid-way), so it must be idempotent: check whether the work is already done.
 */
export type JobHandler<P = never> = {
  run: (payload: P, ctx: JobContext) => Promise<void>;
  backoff?: Backoff;
  /** An attempt still running after this long counts as failed (default 60 s). */
  timeoutMs?: number;
};
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A job's outcome as /metrics counts it: done, failed and queued again, or failed for good. */
export type JobOutcome = 'success' | 'retry' | 'dead';

export const DEFAULT_TIMEOUT_MS = 60_000;
/** The lease outlasts the longest timeout by this much, so a live worker never loses a job it runs. */
const LEASE_MARGIN_MS = 30_000;

export type RunOptions = {
  log: FastifyBaseLogger;
  onRun?: (kind: string, outcome: JobOutcome) => void;
  /** Only these jobs (just enqueued by the caller). */
  ids?: readonly string[];
  /** At most this many jobs in one call (default 50). */
  limit?: number;
  /** Checked between jobs: stop early (shutdown). */
  shouldStop?: () => boolean;
  /** Tests: the database clock's stand-in. */
  at?: Date;
  /** Ends the jobs whose last lease ran out first (reapExpiredLeases; default: yes, unless `ids`). */
  reap?: boolean;
};

const noop = () => {};
/** A logger that writes nothing (callers without one: tests, the CLI). */
export const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
};

const describe = (err: unknown) => scrub(err instanceof Error ? `${err.name}: ${err.message}` : String(err));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms).unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Claims and runs due jobs of the kinds `handlers` know, one at a time, until none is due (or
 * `limit`, or `shouldStop`). Answers how many ran. Any number of processes may call it at once.
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, opts: RunOptions): Promise<number> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return 0;
  const leaseMs = Math.max(...kinds.map((k) => handlers[k]!.timeoutMs ?? DEFAULT_TIMEOUT_MS)) + LEASE_MARGIN_MS;
  // A run of named jobs just enqueued (a kick) leaves the reaping to the worker's own runs.
  const dead = opts.ids || opts.reap === false ? 0 : await reapExpiredLeases(db, opts.at);
  if (dead > 0) opts.log.error({ jobs: dead }, 'jobs dead: their last attempt never finished');
  // Named jobs: once each has run there is nothing left to claim (no final claim that finds nothing).
  const limit = Math.min(opts.limit ?? 50, opts.ids?.length ?? Infinity);
  const claim = { kinds, ids: opts.ids, leaseMs, at: opts.at };
  let ran = 0;
  let job = limit > 0 && !opts.shouldStop?.() ? await claimJob(db, claim) : undefined;
  while (job) {
    ran += 1;
    // The next job is claimed as this one is completed (one statement), while more may run.
    const more = () => ran < limit && !opts.shouldStop?.();
    job = await runOne(db, handlers[job.kind]!, job, opts, () => (more() ? claim : undefined));
  }
  return ran;
}

/** Runs one claimed job and records its outcome; answers the next job claimed, when `claimNext` allows one. */
async function runOne(
  db: Db,
  handler: JobHandler,
  job: JobRow,
  opts: RunOptions,
  claimNext: () => ClaimOptions | undefined,
): Promise<JobRow | undefined> {
  const log = opts.log.child({ job: job.id, kind: job.kind, attempt: job.attempts });
  let outcome: JobOutcome | 'lost';
  let next: JobRow | undefined;
  let failed = false;
  try {
    await withTimeout(handler.run(job.payload as never, { db, log, job }), handler.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const claim = claimNext();
    let completed: boolean;
    if (claim) ({ completed, next } = await completeAndClaim(db, job, claim));
    else completed = await completeJob(db, job, opts.at);
    outcome = completed ? 'success' : 'lost';
  } catch (err) {
    failed = true;
    const retryIn = err instanceof PermanentJobError ? null : backoffMs(job.attempts, handler.backoff);
    outcome = await failJob(db, job, describe(err), retryIn, opts.at);
    if (outcome === 'dead') log.error({ err }, 'job failed for the last time: dead (npm run jobs)');
    else if (outcome === 'retry') log.warn({ err, retryInMs: retryIn }, 'job failed: retrying later');
  }
  if (outcome === 'lost') log.warn('job outlived its lease: another worker took it over');
  else opts.onRun?.(job.kind, outcome);
  if (failed) {
    const claim = claimNext();
    if (claim) next = await claimJob(db, claim);
  }
  return next;
}
