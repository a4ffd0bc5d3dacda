import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '@sankalp/shared/page-render';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type Db, type DbHandle } from '../db/client';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoCatalog } from '../db/seed/seed';
import { createTestDatabase, databaseUrl, dropTestDatabase } from './pg-template';

export type TestApp = { app: FastifyInstance; db: DbHandle; close: () => Promise<void> };

/**
 * A fresh app on a fresh database: in-memory PGlite, or — when TEST_DATABASE_URL is set — a
 * throw-away PostgreSQL database copied from the run's template (dropped when the run ends).
 */
export async function createTestApp(
  opts: {
    seed?: boolean;
    now?: () => Date;
    env?: Record<string, string>;
    /** Serve pages too: a web build's folder and the server renderer (test/rendered-site.ts). */
    web?: { dist: string; renderPage: RenderPage };
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
  const { db, dropDb } = await openTestDb();
  if (opts.seed !== false) await seedDemoCatalog(db.db, opts.now?.() ?? new Date());
  const app = await buildApp(config, {
    db,
    now: opts.now,
    logger: false,
    ...(opts.web ? { webDist: opts.web.dist, renderPage: opts.web.renderPage } : { serveWeb: false }),
  });
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

/**
 * Opens an empty, migrated database for one test file: PGlite loaded from the run's template, or
 * on PostgreSQL a copy of the run's template database (test/pg-template.ts), dropped at the run's end.
 */
export async function openTestDb(): Promise<{ db: DbHandle; url?: string; dropDb: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { db: await openDb({ dataDir: 'memory://' }), dropDb: async () => {} };
  const name = await createTestDatabase(base);
  const url = databaseUrl(base, name);
  // The migrator still runs: a no-op on a copy of a current template, as on PGlite.
  const db = await openDb({ url });
  return { db, url, dropDb: () => dropTestDatabase(base, name) };
}

/**
 * The database of one test file: opened before its tests, closed and dropped after them. Read
 * `current()` inside a test or hook (it is there once beforeAll has run).
 */
export function testDbForFile(): { current: () => Db } {
  let handle: Awaited<ReturnType<typeof openTestDb>> | undefined;
  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(async () => {
    await handle?.db.close();
    await handle?.dropDb();
  });
  return {
    current: () => {
      if (!handle) throw new Error('the test database is opened in beforeAll');
      return handle.db.db;
    },
  };
}
