import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../db/client';

/** `when` of the newest migration this build ships (drizzle stores it as created_at once applied). */
function newestShippedMigration(dir: string): number {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

type Check = { ok: boolean; detail?: string };

/**
 * GET /healthz: the process answers (for a liveness probe; touches nothing else).
 * GET /readyz: the database answers, this build's migrations are applied and the background jobs
 * run (for a load balancer: 503 until all three hold). JSON only, never the web page, never cached.
 */
export async function registerHealth(app: FastifyInstance, migrationsDir = MIGRATIONS_DIR): Promise<void> {
  const shipped = newestShippedMigration(migrationsDir);
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) =>
    reply.headers(noStore).send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const { db, jobs } = app.ctx;
    const database: Check = { ok: false };
    const migrations: Check = { ok: false };
    try {
      await db.execute(sql`select 1`);
      database.ok = true;
      const { rows } = (await db.execute(
        sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
      )) as unknown as {
        rows: { newest: string | number | null }[];
      };
      const applied = Number(rows[0]?.newest ?? 0);
      migrations.ok = applied >= shipped;
      if (!migrations.ok) migrations.detail = 'this build has migrations the database lacks';
    } catch (err) {
      const detail = 'the database did not answer';
      if (!database.ok) database.detail = detail;
      else migrations.detail = 'the migrations table could not be read';
      app.log.warn({ err }, 'readiness check failed');
    }
    const checks = {
      database,
      migrations,
      jobs: jobs.running ? { ok: true } : { ok: false, detail: 'background jobs are not running' },
    };
    const ready = Object.values(checks).every((c) => c.ok);
    return reply
      .status(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
