import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { statementsTakeTurns } from './pglite-turns';
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
 * by apps/server/src/test/pglite-template.ts). An in-memory database, or one in a new folder, is
 * loaded from it instead of being created and migrated anew, which cost about two seconds of CPU.
 */
export const PGLITE_TEMPLATE_ENV = 'SANKALP_PGLITE_TEMPLATE';

/** Every embedded database loads the extensions the migrations create (pg_trgm: catalog search). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

// Source: src/db/migrations; bundled server: dist/migrations (copied by build.mjs).
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type DbOptions = {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  migrationsDir?: string;
};

/**
 * Past this many distinct statement texts a process runs the rest unnamed, so an unbounded
 * variety (IN-lists of every length) cannot grow each connection's statement cache without end.
 */
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

/** The name of a statement text: the same text always gets the same name in this process. */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Every parameterised statement of this connection runs as a named prepared statement, one name
 * per distinct text: node-postgres parses it once per connection and PostgreSQL keeps it, so each
 * of the app's few hundred statement shapes is parsed once per connection instead of on every
 * call (issue 16: a booking from sankalp to verified payment is about sixty statements; parsing
 * them was a good share of the database's time). Text without parameters (BEGIN, COMMIT, the
 * migrations) runs as before.
 */
function preparedByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (config && typeof config === 'object' && Array.isArray(values)) {
      const c = config as { text?: unknown; name?: unknown };
      const name = !c.name && typeof c.text === 'string' ? statementName(c.text) : undefined;
      if (name) return query({ ...c, name }, values, callback);
    }
    return query(config, values, callback);
  }) as typeof client.query;
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  const migrationsFolder = opts.migrationsDir ?? MIGRATIONS_DIR;
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    pool.on('connect', preparedByText);
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
  // A new folder too (backup and CLI tests): a test run never needs to migrate an empty database.
  const fresh = dataDir === 'memory://' || !existsSync(join(dataDir, 'PG_VERSION'));
  const template = fresh ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
  const client = await PGlite.create(dataDir, {
    ...PGLITE_OPTIONS,
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  statementsTakeTurns(client);
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
