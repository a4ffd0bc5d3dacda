import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type Db, type DbHandle } from '../db/client';
import { openTestDb } from './test-app';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL
// database: the scale-out tests race them against each other. PGlite is a single in-process
// connection and cannot show this, so these tests need TEST_DATABASE_URL.

/** True when the two-instance tests can run; otherwise says which file skips and how to run it. */
export function twoInstancesAvailable(file: string): boolean {
  if (process.env.TEST_DATABASE_URL) return true;
  console.warn(`${file}: skipped — set TEST_DATABASE_URL=postgres://… to run the two-instance test on PostgreSQL`);
  return false;
}

export type TwoInstances = {
  a: FastifyInstance;
  b: FastifyInstance;
  /** The database as instance `a` sees it (fixtures and probes). */
  db: Db;
  /** Closes both apps and pools and drops the database. */
  close: () => Promise<void>;
};

/** A fresh database on TEST_DATABASE_URL and two apps on it, each with its own pool. */
export async function openTwoInstances(): Promise<TwoInstances> {
  const opened = await openTestDb();
  const open: { a?: FastifyInstance; b?: FastifyInstance; dbB?: DbHandle } = {};
  const close = async () => {
    await open.a?.close();
    await open.b?.close();
    await open.dbB?.close();
    await opened.db.close();
    await opened.dropDb();
  };
  try {
    open.dbB = await openDb({ url: opened.url });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const a = (open.a = await buildApp(config, { db: opened.db, serveWeb: false, logger: false }));
    const b = (open.b = await buildApp(config, { db: open.dbB, serveWeb: false, logger: false }));
    await Promise.all([a.ready(), b.ready()]);
    return { a, b, db: opened.db.db, close };
  } catch (e) {
    await close();
    throw e;
  }
}
