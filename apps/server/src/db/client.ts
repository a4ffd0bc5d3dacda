import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

/** One type for both drivers: repositories never know which engine they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: its URL (a LISTEN connection of its own, modules/catalog/read-cache-sync.ts). */
  url?: string;
  /** PostgreSQL only: the pool's connections (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: a consistent gzipped tar of the data folder, taken while it runs (db/backup.ts). */
  dump?: () => Promise<Buffer>;
};

/**
 * Tests only: the path of a migrated, empty PGlite database (a gzipped tar made once per test run
 * by apps/server/src/test/pglite-template.ts). An in-memory database is loaded from it instead of
 * being created and migrated anew, which cost each test file about two seconds of CPU.
 */
export const PGLITE_TEMPLATE_ENV = 'SANKALP_PGLITE_TEMPLATE';

// Source: src/db/migrations; bundled server: dist/migrations (copied by build.mjs).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DbOptions = {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  migrationsDir?: string;
};

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  const migrationsFolder = opts.migrationsDir ?? MIGRATIONS_DIR;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: opts.url,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const template = dataDir === 'memory://' ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
  const client = template
    ? await PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) })
    : await PGlite.create(dataDir);
  // A no-op on a current template; it still brings an older one up to date.
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
  };
}
