import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_STATUSES } from '../../db/schema/index';
import { notFound } from '../errors';
import { loopbackOnly } from '../loopback';
import { listJobs, queueStats, retryDeadJob } from './operator';

const listQuery = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});
const jobParams = z.object({ id: z.uuid('Invalid id') });

/**
 * The operator's view of the job queue, for this machine only (like /internal/backup; `npm run
 * jobs` uses it while a server holds the embedded database open):
 * GET /internal/jobs[?status=dead&limit=50] lists jobs (newest change first) with the counts and
 * the lag; POST /internal/jobs/:id/retry queues a dead job again.
 */
export function registerJobRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/internal/jobs',
    { onRequest: loopbackOnly, schema: { hide: true, querystring: listQuery } },
    async (req, reply) => {
      const [stats, jobs] = await Promise.all([queueStats(app.ctx.db), listJobs(app.ctx.db, req.query)]);
      return reply.headers(noStore).send({ success: true, message: 'Operation successful', data: { ...stats, jobs } });
    },
  );

  app.post(
    '/internal/jobs/:id/retry',
    { onRequest: loopbackOnly, schema: { hide: true, params: jobParams } },
    async (req, reply) => {
      if (!(await retryDeadJob(app.ctx.db, req.params.id))) throw notFound('No dead job has this id');
      return reply
        .headers(noStore)
        .send({ success: true, message: 'Queued again', data: { id: req.params.id, status: 'queued' } });
    },
  );
}
