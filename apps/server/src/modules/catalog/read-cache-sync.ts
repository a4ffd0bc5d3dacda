import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DbHandle } from '../../db/client';
import { configureReadCache, dropLocal } from './read-cache';

// Keeps the read caches of several server processes on one PostgreSQL coherent: an invalidation
// in one process is NOTIFYed on a channel that every process LISTENs to on a connection of its
// own, and each drops its cache when told. While that connection is down (not yet up, lost, being
// re-made) the process caches nothing, so it never serves an answer another process has changed.
// PGlite is one process: nothing to tell.

export const READ_CACHE_CHANNEL = 'sankalp_read_cache';
const RECONNECT_MS = 1_000;

/** Starts the listener (PostgreSQL only); the answer stops it (app close). */
export async function startReadCacheSync(handle: DbHandle, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const { db, url } = handle;
  if (handle.kind !== 'postgres' || !url) return async () => {};
  // This process's own NOTIFYs come back to it too: it dropped its cache already.
  const origin = randomUUID();
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  // Invalidations in a burst (a rush of paid bookings) share one NOTIFY in flight plus one after it.
  let sending = false;
  let again = false;
  const broadcast = () => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    db.execute(sql`select pg_notify(${READ_CACHE_CHANNEL}, ${origin})`)
      .catch((e: unknown) => log.warn({ err: e }, 'read cache: NOTIFY failed'))
      .finally(() => {
        sending = false;
        if (again) {
          again = false;
          broadcast();
        }
      });
  };
  configureReadCache(db, { enabled: false, broadcast });

  const connect = async () => {
    retry = null;
    const c = new pg.Client({ connectionString: url });
    let down = false;
    const onDown = (e?: unknown) => {
      if (down) return;
      down = true;
      configureReadCache(db, { enabled: false });
      if (client === c) client = null;
      void c.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: e }, 'read cache: invalidation listener lost; caching off until it is back');
      retry = setTimeout(() => void connect(), RECONNECT_MS);
      retry.unref();
    };
    c.on('notification', (m) => {
      if (m.channel === READ_CACHE_CHANNEL && m.payload !== origin) dropLocal(db);
    });
    c.on('error', onDown);
    c.on('end', () => onDown());
    try {
      await c.connect();
      await c.query(`LISTEN ${READ_CACHE_CHANNEL}`);
      if (stopped || down) return void c.end().catch(() => {});
      client = c;
      // Whatever changed while no one listened is unknown here: start empty.
      dropLocal(db);
      configureReadCache(db, { enabled: true });
    } catch (e) {
      onDown(e);
    }
  };
  await connect();

  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    configureReadCache(db, { enabled: false });
    await client?.end().catch(() => {});
    client = null;
  };
}
