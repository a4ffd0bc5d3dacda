import { promisify } from 'node:util';
import { gzip as gzipCb } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';

// The catalog's read cache (issue 16): the public catalog reads are kept as their final JSON
// answer (and its gzip), per database and per key, so a hit is a buffer write with no query, no
// mapping and no serialisation. Correctness rests on invalidation, not on time:
//  - every write that changes what a catalog read shows calls invalidateReadCache(db) after its
//    commit (through catalog.service's invalidateCatalogCache, the one entry point);
//  - on PostgreSQL the invalidation is broadcast (LISTEN/NOTIFY, read-cache-sync.ts) so every
//    other server process drops its cache too; while that listener is not connected, nothing is
//    cached there.
// Time only bounds what no write announces (a hold lapsing frees a slot or a unit of stock) and
// is a safety net: entries expire on the app's clock (ctx.now, so a test's fake clock counts) and
// are refreshed in the background shortly before they do, off the request path.

const gzip = promisify(gzipCb);

/** Bodies smaller than this go out as they are (as @fastify/compress's threshold in app.ts). */
const GZIP_MIN_BYTES = 1024;
/** Bounds of one database's cache: least recently used entries go first. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** An entry is refreshed in the background once this share of its life has passed. */
const REFRESH_AT = 0.8;

/** One cached answer: the `data` (page hints embed it) and the serialised envelope. */
export type CachedAnswer<T> = { data: T; json: Buffer; gzip: Buffer | null };

type Entry = {
  value: Promise<CachedAnswer<unknown>>;
  expiresAt: number;
  refreshAt: number;
  refreshing: boolean;
  bytes: number;
};

type DbCache = {
  /** Bumped by every invalidation: a load begun before it never stores its answer. */
  gen: number;
  entries: Map<string, Entry>;
  bytes: number;
  /** False while a PostgreSQL database's invalidation listener is down: every read goes to the database. */
  enabled: boolean;
  /** Tells the other processes (PostgreSQL NOTIFY); absent for PGlite (one process). */
  broadcast?: () => void;
};

const caches = new WeakMap<Db, DbCache>();

function cacheOf(db: Db): DbCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { gen: 0, entries: new Map(), bytes: 0, enabled: true }));
  return c;
}

export type CacheClock = { db: Db; now: () => Date };
export type CacheOptions = { ttlMs: number };

/**
 * The cached answer of `key`, loaded (once for all concurrent callers) when missing or expired.
 * `load` returns the `data` and the envelope to send; a failed load (404 …) is not cached.
 */
export function cachedAnswer<T>(
  ctx: CacheClock,
  key: string,
  opts: CacheOptions,
  load: () => Promise<{ data: T; body: unknown }>,
): Promise<CachedAnswer<T>> {
  const c = cacheOf(ctx.db);
  if (!c.enabled) return build(load);
  const now = ctx.now().getTime();
  const hit = c.entries.get(key);
  if (hit && hit.expiresAt > now) {
    // Most recently used last: Map keeps insertion order, so eviction takes the first keys.
    c.entries.delete(key);
    c.entries.set(key, hit);
    if (now >= hit.refreshAt && !hit.refreshing) refresh(ctx, c, key, hit, opts, load);
    return hit.value as Promise<CachedAnswer<T>>;
  }
  if (hit) forget(c, key, hit);
  return store(ctx, c, key, opts, build(load));
}

/** Drops every cached answer of this database in this process (no broadcast). */
export function dropLocal(db: Db): void {
  const c = cacheOf(db);
  c.gen++;
  c.entries.clear();
  c.bytes = 0;
}

/** Drops every cached answer of this database here, and in the other processes on PostgreSQL. */
export function invalidateReadCache(db: Db): void {
  const c = cacheOf(db);
  dropLocal(db);
  c.broadcast?.();
}

/** Set by read-cache-sync.ts: whether this database may cache, and how to tell other processes. */
export function configureReadCache(db: Db, o: { enabled: boolean; broadcast?: () => void }): void {
  const c = cacheOf(db);
  c.enabled = o.enabled;
  if ('broadcast' in o) c.broadcast = o.broadcast;
  if (!o.enabled) dropLocal(db);
}

/** How many answers are cached for this database (tests, /metrics). */
export const readCacheSize = (db: Db) => cacheOf(db).entries.size;

/** Sends a cached answer: the pre-gzipped body when the client takes gzip (routes set `compress: false`). */
export function sendCached(req: FastifyRequest, reply: FastifyReply, a: CachedAnswer<unknown>): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (a.gzip) {
    reply.header('Vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      reply.header('Content-Encoding', 'gzip');
      return reply.send(a.gzip);
    }
  }
  return reply.send(a.json);
}

// ─── Internals ──────────────────────────────────────────────────────────────

async function build<T>(load: () => Promise<{ data: T; body: unknown }>): Promise<CachedAnswer<T>> {
  const { data, body } = await load();
  const json = Buffer.from(JSON.stringify(body));
  // zlib's async gzip runs on the thread pool, not on the event loop.
  return { data, json, gzip: json.length >= GZIP_MIN_BYTES ? await gzip(json) : null };
}

function store<T>(
  ctx: CacheClock,
  c: DbCache,
  key: string,
  opts: CacheOptions,
  value: Promise<CachedAnswer<T>>,
): Promise<CachedAnswer<T>> {
  const now = ctx.now().getTime();
  const entry: Entry = {
    value,
    expiresAt: now + opts.ttlMs,
    refreshAt: now + opts.ttlMs * REFRESH_AT,
    refreshing: false,
    bytes: 0,
  };
  c.entries.set(key, entry);
  const gen = c.gen;
  value.then(
    (a) => {
      if (c.gen !== gen || c.entries.get(key) !== entry) return;
      entry.bytes = a.json.length + (a.gzip?.length ?? 0);
      c.bytes += entry.bytes;
      evict(c, entry);
    },
    () => {
      if (c.entries.get(key) === entry) c.entries.delete(key);
    },
  );
  return value;
}

/** Loads a fresh answer while the old one is still served; it replaces the old one only if no invalidation came meanwhile. */
function refresh<T>(
  ctx: CacheClock,
  c: DbCache,
  key: string,
  old: Entry,
  opts: CacheOptions,
  load: () => Promise<{ data: T; body: unknown }>,
): void {
  old.refreshing = true;
  const gen = c.gen;
  build(load).then(
    (a) => {
      if (c.gen !== gen || c.entries.get(key) !== old) return;
      forget(c, key, old);
      void store(ctx, c, key, opts, Promise.resolve(a));
    },
    () => {
      old.refreshing = false;
    },
  );
}

function forget(c: DbCache, key: string, e: Entry): void {
  c.entries.delete(key);
  c.bytes -= e.bytes;
}

function evict(c: DbCache, keep: Entry): void {
  for (const [key, e] of c.entries) {
    if (c.entries.size <= MAX_ENTRIES && c.bytes <= MAX_BYTES) return;
    if (e !== keep) forget(c, key, e);
  }
}
