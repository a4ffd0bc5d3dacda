import type { Db } from '../../db/client';
import { onEnqueued } from './queue';
import { runDueJobs, type JobHandlers, type RunOptions } from './runner';

export type Worker = {
  /** Look for due jobs now (also called after every enqueue in this process). */
  kick: () => void;
  /** No new claims; waits for the job in hand, at most `graceMs` (its lease then hands it to another worker). */
  stop: (graceMs?: number) => Promise<void>;
};

/**
 * This process's queue worker: polls every `pollMs` (1 s) and on every enqueue in this process,
 * running due jobs one at a time. Jobs live in the database, so stopping loses nothing.
 */
export function startWorker(
  db: Db,
  handlers: JobHandlers,
  opts: Pick<RunOptions, 'log' | 'onRun'> & { pollMs?: number },
): Worker {
  let stopped = false;
  let again = false;
  let current: Promise<void> | null = null;
  const pollMs = opts.pollMs ?? 1_000;
  // Dead leases are rare: looked for once per poll interval, not on every kick (issue 16: a kick
  // follows nearly every enqueue, each a statement more).
  let reapedAt = -Infinity;

  const tick = () => {
    if (stopped) return;
    if (current) {
      again = true; // a kick during a run: look once more when it ends
      return;
    }
    current = (async () => {
      do {
        again = false;
        try {
          const reap = performance.now() - reapedAt >= pollMs;
          if (reap) reapedAt = performance.now();
          await runDueJobs(db, handlers, { ...opts, reap, shouldStop: () => stopped });
        } catch (err) {
          opts.log.error({ err }, 'job queue poll failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      current = null;
    });
  };

  const timer = setInterval(tick, pollMs).unref();
  const unsubscribe = onEnqueued(tick);
  tick();

  return {
    kick: tick,
    async stop(graceMs = 5_000) {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      if (!current) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([current, new Promise<void>((r) => (timeout = setTimeout(r, graceMs).unref()))]);
      clearTimeout(timeout);
    },
  };
}
