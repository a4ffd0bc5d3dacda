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
/** NOTIFY payloads must stay under 8,000 bytes: a longer list of tags is sent as "everything". */
const MAX_PAYLOAD = 7_000;

/** `<origin>` alone drops everything; `<origin> <tag>,<tag>…` drops what carries one of the tags. */
export function encodeNotice(origin: string, tags: readonly string[] | undefined): string {
  const text = tags ? `${origin} ${tags.join(',')}` : origin;
  return text.length > MAX_PAYLOAD ? origin : text;
}

export function decodeNotice(payload: string | undefined): { origin: string; tags?: string[] } {
  const [origin = '', list] = (payload ?? '').split(' ', 2);
  return list === undefined ? { origin } : { origin, tags: list === '' ? [] : list.split(',') };
}

/** Starts the listener (PostgreSQL only); the answer stops it (app close). */
export async function startReadCacheSync(handle: DbHandle, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const { db, url } = handle;
  if (handle.kind !== 'postgres' || !url) return async () => {};
  // This process's own NOTIFYs come back to it too: it dropped its cache already.
  const origin = randomUUID();
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  // Invalidations in a burst (a rush of paid bookings) share one NOTIFY in flight plus one after
  // it, carrying the union of their tags (null: everything).
  let sending = false;
  let queued: Set<string> | null | undefined;
  const send = (tags: readonly string[] | undefined) => {
    sending = true;
    db.execute(sql`select pg_notify(${READ_CACHE_CHANNEL}, ${encodeNotice(origin, tags)})`)
      .catch((e: unknown) => log.warn({ err: e }, 'read cache: NOTIFY failed'))
      .finally(() => {
        sending = false;
        if (queued !== undefined) {
          const next = queued;
          queued = undefined;
          send(next ? [...next] : undefined);
        }
      });
  };
  const broadcast = (tags?: readonly string[]) => {
    if (!sending) return send(tags);
    if (queued === null) return;
    queued = tags ? new Set([...(queued ?? []), ...tags]) : null;
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
      if (m.channel !== READ_CACHE_CHANNEL) return;
      const notice = decodeNotice(m.payload);
      if (notice.origin !== origin) dropLocal(db, notice.tags);
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
