import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { DbHandle } from '../db/client';
import { queueStats } from './jobs/operator';
import { hooksOf } from './route-hooks';
import { LatencyHistogram, type LatencySeries } from './latency-histogram';
import type { JobOutcome } from './jobs/runner';
import { isLoopbackRequest } from './loopback';

/**
 * What the jobs runner reports: each periodic job's runs by outcome and its last success (for the
 * lag); each queued job's attempt by kind (success, or failure with a retry to come or dead).
 */
export type JobMetrics = {
  ran: (job: string, ok: boolean, now: Date) => void;
  queueRan: (kind: string, outcome: JobOutcome) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobMetrics: JobMetrics;
  }
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** /metrics answers this machine, or anyone with `Authorization: Bearer $METRICS_TOKEN`; others get 404. */
function mayRead(req: FastifyRequest, token: string | undefined): boolean {
  if (isLoopbackRequest(req)) return true;
  const auth = req.headers.authorization ?? '';
  return Boolean(token) && auth.startsWith('Bearer ') && tokenMatches(auth.slice(7), token!);
}

/**
 * GET /metrics in the Prometheus text format: request latency by route and status, payment
 * orders by status, each job's runs, failures and lag since its last success, the job queue's
 * waiting, running and dead jobs by kind and its oldest due job's wait, the database
 * pool's connections (PostgreSQL), and the process's own (CPU, memory, event-loop lag).
 */
export function registerMetrics(app: FastifyInstance, db: DbHandle): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sankalp_' });

  const latency = new LatencyHistogram(
    'sankalp_http_request_duration_seconds',
    'Time to answer a request, by route pattern and status',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registry,
  );
  // One series per method, route pattern (never the concrete URL: ids would make a series per
  // booking) and status. Each route gets its own hook knowing its pattern, found by status in a
  // small table: reading req.routeOptions builds an object per request, and labelling each
  // observation afresh cost a third of the API's throughput under load.
  const observer = (route: string) => {
    const series = new Map<string, Map<number, LatencySeries>>();
    return (req: FastifyRequest, reply: FastifyReply) => {
      let byStatus = series.get(req.method);
      if (!byStatus) series.set(req.method, (byStatus = new Map()));
      let s = byStatus.get(reply.statusCode);
      if (!s)
        byStatus.set(
          reply.statusCode,
          (s = latency.series({ method: req.method, route, status: String(reply.statusCode) })),
        );
      s.observe(reply.elapsedTime / 1000);
    };
  };
  app.addHook('onRoute', (route) => {
    const observe = observer(route.url);
    const hook: onResponseHookHandler = (req, reply, done) => {
      observe(req, reply);
      done();
    };
    route.onResponse = [...hooksOf(route.onResponse), hook];
  });
  // Requests no route matched (404s).
  const unmatched = observer('unmatched');
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) unmatched(req, reply);
    done();
  });

  new Gauge({
    name: 'sankalp_payment_orders',
    help: 'Payment orders by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = (await app.ctx.db.execute(
        sql`select status, count(*)::int as n from payment_orders group by status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      this.reset();
      for (const s of ['pending', 'paid', 'failed', 'expired']) this.set({ status: s }, 0);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });

  const runs = new Counter({
    name: 'sankalp_job_runs_total',
    help: 'Background job runs by outcome',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const lastSuccess = new Map<string, number>();
  new Gauge({
    name: 'sankalp_job_seconds_since_success',
    help: 'Seconds since each background job last ran without failing',
    labelNames: ['job'],
    registers: [registry],
    collect() {
      const now = app.ctx.now().getTime();
      for (const [job, at] of lastSuccess) this.set({ job }, (now - at) / 1000);
    },
  });
  const deadTotal = new Counter({
    name: 'sankalp_job_dead_total',
    help: 'Queued jobs that failed their last attempt (dead: npm run jobs lists them)',
    labelNames: ['job'],
    registers: [registry],
  });
  app.decorate('jobMetrics', {
    ran(job: string, ok: boolean, now: Date) {
      runs.inc({ job, outcome: ok ? 'success' : 'failure' });
      if (ok) lastSuccess.set(job, now.getTime());
    },
    // An arrow function: callers hand it on as a callback.
    queueRan: (kind: string, outcome: JobOutcome) => {
      runs.inc({ job: kind, outcome: outcome === 'success' ? 'success' : 'failure' });
      if (outcome === 'dead') deadTotal.inc({ job: kind });
    },
  });

  // One query for both queue gauges per scrape.
  let stats: Promise<Awaited<ReturnType<typeof queueStats>>> | null = null;
  const readStats = () => (stats ??= queueStats(app.ctx.db).finally(() => setImmediate(() => (stats = null))));
  new Gauge({
    name: 'sankalp_jobs',
    help: 'Queued jobs waiting, running and dead, by kind',
    labelNames: ['job', 'status'],
    registers: [registry],
    async collect() {
      const { counts } = await readStats();
      this.reset();
      for (const c of counts) this.set({ job: c.kind, status: c.status }, c.n);
    },
  });
  new Gauge({
    name: 'sankalp_jobs_oldest_due_seconds',
    help: 'Seconds the oldest due queued job has waited (0 when none is due)',
    registers: [registry],
    async collect() {
      this.set((await readStats()).oldestDueSeconds);
    },
  });

  if (db.poolStats) {
    const stats = db.poolStats;
    new Gauge({
      name: 'sankalp_db_pool_connections',
      help: 'Database pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayRead(req, app.ctx.config.METRICS_TOKEN)) {
      return reply.status(404).send({ success: false, message: 'Not found', error: 'Not found', code: 'not_found' });
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
