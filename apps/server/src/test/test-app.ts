import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/client';
import { seedDemoCatalog } from '../db/seed/seed';

export type TestApp = { app: FastifyInstance; db: DbHandle; close: () => Promise<void> };

/**
 * A fresh app on a fresh database: in-memory PGlite, or — when TEST_DATABASE_URL is set — a
 * throw-away PostgreSQL database created here and dropped in close().
 */
export async function createTestApp(opts: { seed?: boolean; now?: () => Date; env?: Record<string, string> } = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
  const { db, dropDb } = await openTestDb();
  if (opts.seed !== false) await seedDemoCatalog(db.db, opts.now?.() ?? new Date());
  const app = await buildApp(config, { db, now: opts.now, serveWeb: false, logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      await dropDb();
    },
  };
}

/** Opens an empty, migrated database for one test file. */
export async function openTestDb(): Promise<{ db: DbHandle; url?: string; dropDb: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { db: await openDb({ dataDir: 'memory://' }), dropDb: async () => {} };
  const name = `sankalp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDb({ url: url.toString() });
  return {
    db,
    url: url.toString(),
    dropDb: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's pool.end() resolves before its connections have closed; dropping WITH (FORCE) while
      // one is still closing makes that client emit an uncaught 57P01 error. Wait for them first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
