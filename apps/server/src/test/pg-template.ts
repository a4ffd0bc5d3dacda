import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { openDb } from '../db/client';

/**
 * PostgreSQL test databases (TEST_DATABASE_URL): the run's vitest global setup migrates one
 * template database, and every test file copies it with CREATE DATABASE … TEMPLATE (tens of
 * milliseconds) instead of creating and migrating its own (most of a second each, on two passes).
 *
 * Every database of a run is named `sankalp_test_<host>_<pid>_…` after the vitest process that
 * owns it: teardown drops them all (files whose close() never ran included), and a later run
 * drops those whose owner is no longer alive on this machine (a crashed or killed run).
 */
export const PG_TEST_PREFIX_ENV = 'SANKALP_PG_TEST_PREFIX';

export const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 6);
const RUN_NAME = /^sankalp_test_([0-9a-f]{6})_(\d+)_[a-z0-9_]+$/;

export const templateName = (prefix: string) => `${prefix}_template`;
const runPrefix = () => `sankalp_test_${HOST_TAG}_${process.pid}`;

/** Runs `work` on a short-lived connection to the server's maintenance database. */
async function withAdmin<T>(base: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Waits until nobody is connected to `name` (pg's pool.end() resolves before its sockets close). */
async function waitUntilIdle(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Drops a database of ours, template or not, even with connections still open. */
async function dropDatabase(c: pg.Client, name: string): Promise<void> {
  await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => {});
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A fresh database for one test file; answers its name. A copy of the run's template when the
 * global setup made one, else (a run without vitest.config.ts) an empty one the caller migrates.
 */
export async function createTestDatabase(base: string): Promise<string> {
  const prefix = process.env[PG_TEST_PREFIX_ENV];
  const name = `${prefix ?? runPrefix()}_${randomBytes(6).toString('hex')}`;
  await withAdmin(base, async (c) => {
    if (!prefix) return void (await c.query(`CREATE DATABASE ${name}`));
    // PostgreSQL refuses to copy a template someone is connected to (55006, "source database is
    // being accessed by other users"); the template allows no connections, but the migrating
    // pool's last socket may still be closing when the first files start. Retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        return void (await c.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(prefix)}`));
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
      }
    }
  });
  return name;
}

/**
 * Drops one test database (waiting for the pool's sockets first, see waitUntilIdle); in a run with
 * a template, the run's teardown drops them all instead (dropRunDatabases).
 */
export async function dropTestDatabase(base: string, name: string): Promise<void> {
  if (process.env[PG_TEST_PREFIX_ENV]) return;
  await withAdmin(base, async (c) => {
    await waitUntilIdle(c, name);
    await dropDatabase(c, name);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Drops the databases of runs on this machine whose vitest process has gone; answers their names. */
export async function dropStaleDatabases(base: string): Promise<string[]> {
  return withAdmin(base, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "select datname from pg_database where datname like 'sankalp\\_test\\_%'",
    );
    const stale = rows
      .map((r) => r.datname)
      .filter((name) => {
        const m = RUN_NAME.exec(name);
        return m !== null && m[1] === HOST_TAG && !alive(Number(m[2]));
      });
    for (const name of stale) await dropDatabase(c, name);
    return stale;
  });
}

/**
 * Every database of one run, the template last. Each DROP DATABASE makes PostgreSQL write a
 * checkpoint; a few at a time share one, and none slows a test file while the run is going.
 */
export async function dropRunDatabases(base: string, prefix: string): Promise<void> {
  const names = await withAdmin(base, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${prefix}_`],
    );
    return rows.map((r) => r.datname).filter((name) => name !== templateName(prefix));
  });
  const lanes = Array.from({ length: 4 }, () =>
    withAdmin(base, async (c) => {
      for (let name = names.pop(); name !== undefined; name = names.pop()) await dropDatabase(c, name);
    }),
  );
  await Promise.all(lanes);
  await withAdmin(base, (c) => dropDatabase(c, templateName(prefix)));
}

/**
 * Vitest global setup: with TEST_DATABASE_URL, cleans up after crashed runs, migrates this run's
 * template and hands its prefix to the test processes (they inherit the environment).
 */
export default async function setup() {
  const base = process.env.TEST_DATABASE_URL;
  // Once per run: the server's test projects (vitest.config.ts) share the first one's template.
  if (!base || process.env[PG_TEST_PREFIX_ENV]) return;
  await dropStaleDatabases(base);
  const prefix = runPrefix();
  const template = templateName(prefix);
  await withAdmin(base, (c) => c.query(`CREATE DATABASE ${template}`));
  const handle = await openDb({ url: databaseUrl(base, template) });
  await handle.close();
  await withAdmin(base, async (c) => {
    await waitUntilIdle(c, template);
    // A template nobody can connect to: nothing can change it, and copies never wait on it.
    await c.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  });
  process.env[PG_TEST_PREFIX_ENV] = prefix;
  return () => dropRunDatabases(base, prefix);
}
