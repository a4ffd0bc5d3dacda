import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable background-job queue (lib/jobs, docs/decisions/008): one row per piece of work
 * (an e-mail to send, a webhook to deliver). Workers in any process claim due rows with
 * `FOR UPDATE SKIP LOCKED` and hold them by a lease (`locked_until`), so a crashed worker's job is
 * claimed again; a failure is retried with backoff and ends `dead` after `max_attempts`, with its
 * `last_error` for an operator (`npm run jobs`). Times come from the database clock.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it, e.g. `mail.send`. */
    kind: text('kind').notNull(),
    /** The handler's input: ids rather than personal data where possible. */
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** Attempts started so far (a claim counts one, even if the worker then crashed). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** When it is due (first run, or the next retry). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `running`: the lease; past it, another worker may claim the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Enqueueing twice with one key makes one job (e.g. `mail:<outbox id>`). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    // The claim: due queued jobs, and running ones whose lease ran out.
    index('jobs_queued_run_at_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_locked_until_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
    // The operator's listing (newest first, optionally by status) and the counts of /metrics.
    index('jobs_status_updated_at_idx').on(t.status, t.updatedAt),
    index('jobs_updated_at_idx').on(t.updatedAt),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
