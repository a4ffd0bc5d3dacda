import type { FastifyInstance } from 'fastify';
import { pruneDoneJobs } from './lib/jobs/operator';
import { startWorker } from './lib/jobs/worker';
import { MAIL_JOB, mailJob } from './lib/mail/mail-job';
import { smtpTransport } from './lib/mail/mailer';
import { backgroundJobs, mailAttachmentRenderers, queueHandlers, type Job } from './modules/index';

/** Deletes queued jobs done more than 30 days ago (dead ones stay for the operator), hourly. */
const jobsPruneJob: Job = { name: 'jobs-prune', everyMs: 60 * 60_000, run: (app) => pruneDoneJobs(app.ctx.db) };

/**
 * Starts this process's background work: the periodic jobs (each safe to run in several processes
 * at once) and the job queue's worker (lib/jobs: mail, webhook deliveries …). Both report to
 * /metrics. `stop()` starts nothing new and waits a few seconds at most for what is running.
 */
export function startJobs(app: FastifyInstance) {
  const { config } = app.ctx;
  const running = new Set<Promise<void>>();
  const timers = [...backgroundJobs, jobsPruneJob].map((job) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = (async () => {
        try {
          await job.run(app);
          app.jobMetrics.ran(job.name, true, app.ctx.now());
        } catch (err) {
          app.jobMetrics.ran(job.name, false, app.ctx.now());
          app.log.error({ err, job: job.name }, 'job failed');
        }
      })().finally(() => {
        busy = false;
        running.delete(run);
      });
      running.add(run);
    };
    tick(); // at start-up, then on its interval
    return setInterval(tick, job.everyMs).unref();
  });

  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
  const worker = startWorker(
    app.ctx.db,
    { ...queueHandlers(app.ctx), [MAIL_JOB]: mailJob(transport, config.MAIL_FROM, mailAttachmentRenderers(config)) },
    { log: app.log, onRun: app.jobMetrics.queueRan },
  );
  app.ctx.jobs.running = true;
  return {
    async stop(graceMs = 5_000) {
      timers.forEach(clearInterval);
      app.ctx.jobs.running = false;
      let timeout: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((r) => (timeout = setTimeout(r, graceMs).unref()));
      await Promise.race([Promise.all([worker.stop(graceMs), ...running]), grace]);
      clearTimeout(timeout);
    },
  };
}
