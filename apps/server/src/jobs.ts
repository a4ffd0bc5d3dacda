import type { FastifyInstance } from 'fastify';
import { deliverQueuedMail, smtpTransport } from './lib/mail/mailer';
import { backgroundJobs, mailAttachmentRenderers, type Job } from './modules/index';

/** Starts this process's background jobs. Each job is safe to run in several processes at once. */
export function startJobs(app: FastifyInstance) {
  const { config } = app.ctx;
  const all: Job[] = [...backgroundJobs];
  if (config.SMTP_URL) {
    const transport = smtpTransport(config.SMTP_URL);
    all.push({
      name: 'mail',
      everyMs: 5_000,
      run: (a) => deliverQueuedMail(a.ctx.db, transport, config.MAIL_FROM, mailAttachmentRenderers(config)),
    });
  }
  const timers = all.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run(app);
        app.jobMetrics.ran(job.name, true, app.ctx.now());
      } catch (err) {
        app.jobMetrics.ran(job.name, false, app.ctx.now());
        app.log.error({ err, job: job.name }, 'job failed');
      } finally {
        running = false;
      }
    };
    void tick(); // at start-up, then on its interval
    return setInterval(tick, job.everyMs).unref();
  });
  app.ctx.jobs.running = true;
  return {
    stop: () => {
      timers.forEach(clearInterval);
      app.ctx.jobs.running = false;
    },
  };
}
