import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/client';
import { temples } from '../db/schema/index';
import { insertTemple } from './catalog-fixtures';
import { dropStaleDatabases, HOST_TAG, PG_TEST_PREFIX_ENV, templateName } from './pg-template';
import { openTestDb } from './test-app';

// Every test file starts from a copy of one migrated database per run (a PGlite dump, or a
// PostgreSQL template database): the copy must be fully migrated and hold nothing another file wrote.

const opened: Awaited<ReturnType<typeof openTestDb>>[] = [];
const open = async () => {
  const handle = await openTestDb();
  opened.push(handle);
  return handle;
};
afterAll(async () => {
  for (const h of opened) {
    await h.db.close();
    await h.dropDb();
  }
});

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe('a test database', () => {
  it('has every migration applied', async () => {
    const { db } = await open();
    const applied = (await db.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(applied.rows).toEqual([{ n: journal.entries.length }]);
    expect(await db.db.select().from(temples)).toEqual([]);
  });

  it('holds no rows written in another database of the run, even when opened at the same time', async () => {
    // Concurrent copies of one PostgreSQL template are the case to prove; PGlite loads are slow and in-process.
    const together = process.env.TEST_DATABASE_URL ? 4 : 2;
    const [one, ...others] = await Promise.all(Array.from({ length: together }, open));
    await insertTemple(one!.db.db, 'copy-a');
    expect(await one!.db.db.select({ id: temples.id }).from(temples)).toHaveLength(1);
    for (const other of others) expect(await other.db.db.select().from(temples)).toEqual([]);
    const fresh = await open();
    expect(await fresh.db.db.select().from(temples)).toEqual([]);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL is a copy of the run template, which nobody can connect to or change',
    async () => {
      const prefix = process.env[PG_TEST_PREFIX_ENV];
      expect(prefix).toMatch(/^sankalp_test_[0-9a-f]{6}_\d+$/);
      const { url } = await open();
      expect(new URL(url!).pathname).toMatch(new RegExp(`^/${prefix}_[0-9a-f]{12}$`));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query('select datistemplate, datallowconn from pg_database where datname = $1', [
          templateName(prefix!),
        ]);
        expect(rows).toEqual([{ datistemplate: true, datallowconn: false }]);
      } finally {
        await admin.end();
      }
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: a crashed run’s databases go at the next run, a live run’s stay',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const gone = spawnSync(process.execPath, ['-e', '']).pid; // a process that has exited
      const dead = `sankalp_test_${HOST_TAG}_${gone}_0123456789ab`;
      const live = `sankalp_test_${HOST_TAG}_${process.pid}_0123456789ab`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      try {
        for (const name of [dead, live])
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(process.env[PG_TEST_PREFIX_ENV]!)}`);
        expect(await dropStaleDatabases(base)).toContain(dead);
        const { rows } = await admin.query('select datname from pg_database where datname = any($1)', [[dead, live]]);
        expect(rows).toEqual([{ datname: live }]);
      } finally {
        for (const name of [dead, live]) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      }
    },
  );
});
