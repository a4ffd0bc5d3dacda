import { promisify } from 'node:util';
import { brotliCompress as brotliCb, constants as zlibConstants, gzip as gzipCb } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RENDER_REQUEST_HEADER, RENDER_TAGS_HEADER } from '@sankalp/shared/page-render';
import type { Db } from '../../db/client';

// The catalog's read cache (issue 16): the public catalog reads are kept as their final JSON
// answer (and its brotli and gzip), per database and per key, so a hit is a buffer write with no query, no
// mapping and no serialisation. Correctness rests on invalidation, not on time:
//  - each answer carries the tags of what it shows (`puja:<id>`, `pujas` …, see catalog.tags.ts);
//  - every write that changes what a catalog read shows calls invalidateReadCache(db, tags) after
//    its commit (through catalog.service's invalidateCatalogCache, the one entry point), which
//    drops the answers carrying one of those tags, or every answer when no tags are given;
//  - on PostgreSQL the invalidation (with its tags) is broadcast (LISTEN/NOTIFY,
//    read-cache-sync.ts) so every other server process drops the same; while that listener is not
//    connected, nothing is cached there.
// Time only bounds what no write announces (a hold lapsing frees a slot or a unit of stock) and
// is a safety net: entries expire on the app's clock (ctx.now, so a test's fake clock counts) and
// are refreshed in the background shortly before they do, off the request path.

const gzip = promisify(gzipCb);
const brotli = promisify(brotliCb);
/**
 * Brotli's quality for a cached answer: 6 is a fifth smaller than gzip on a rendered page (65 KB
 * of HTML: 10.0 KB against 11.9) for about 2 ms of a pool thread, once per entry; 10 and 11 save
 * another tenth for 30 to 100 times the work, too much for a catalog of thousands.
 */
const BROTLI_QUALITY = 6;

/** Bodies smaller than this go out as they are (as @fastify/compress's threshold in app.ts). */
const GZIP_MIN_BYTES = 1024;
/** Bounds of one database's cache: least recently used entries go first. */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;
/** An entry is refreshed in the background once this share of its life has passed. */
const REFRESH_AT = 0.8;

/**
 * One cached answer: the `data`, the serialised envelope (and its brotli and gzip, both or
 * neither), the tags of what it shows and, once stored, its key (read-cache-early.ts answers a
 * repeat of its URL by that key).
 */
export type CachedAnswer<T> = {
  data: T;
  bytes: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  tags: readonly string[];
  key?: string;
};

/** What a load answers: the `data`, the envelope (or a page's HTML) to send, and the tags of what it shows. */
export type Loaded<T> = { data: T; body: unknown; tags: readonly string[] };

type Entry = {
  value: Promise<CachedAnswer<unknown>>;
  expiresAt: number;
  refreshAt: number;
  refreshing: boolean;
  bytes: number;
  /** Known once the load has answered; until then the entry is pending. */
  tags: readonly string[];
  /** The stored answer, once it is stored: read without waiting by freshCachedAnswer. */
  answer?: CachedAnswer<unknown>;
};

type DbCache = {
  /** Bumped by every invalidation. */
  seq: number;
  /** The seq of the last drop of everything, and of each tag (kept only while a load is in flight). */
  droppedAllAt: number;
  tagDroppedAt: Map<string, number>;
  /** Loads and refreshes under way: while any is, each tag's last drop is remembered. */
  inflight: number;
  entries: Map<string, Entry>;
  /** tag → keys of the stored entries carrying it. */
  byTag: Map<string, Set<string>>;
  /** Keys whose load has not answered yet: their tags are unknown, so any invalidation takes them
   * out of `entries` (no later reader joins them); see store() for when their answer is kept. */
  pending: Set<string>;
  bytes: number;
  /** False while a PostgreSQL database's invalidation listener is down: every read goes to the database. */
  enabled: boolean;
  /** Tells the other processes (PostgreSQL NOTIFY); absent for PGlite (one process). No tags: everything. */
  broadcast?: (tags?: readonly string[]) => void;
};

const caches = new WeakMap<Db, DbCache>();

function cacheOf(db: Db): DbCache {
  let c = caches.get(db);
  if (!c) {
    c = {
      seq: 0,
      droppedAllAt: 0,
      tagDroppedAt: new Map(),
      inflight: 0,
      entries: new Map(),
      byTag: new Map(),
      pending: new Set(),
      bytes: 0,
      enabled: true,
    };
    caches.set(db, c);
  }
  return c;
}

export type CacheClock = { db: Db; now: () => Date };
export type CacheOptions = { ttlMs: number };

/**
 * The cached answer of `key`, loaded (once for all concurrent callers) when missing or expired.
 * `load` returns the `data`, the envelope to send and its tags; a failed load (404 …) is not cached.
 */
export function cachedAnswer<T>(
  ctx: CacheClock,
  key: string,
  opts: CacheOptions,
  load: () => Promise<Loaded<T>>,
): Promise<CachedAnswer<T>> {
  const c = cacheOf(ctx.db);
  if (!c.enabled) return build(load).then((b) => b.answer);
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

/**
 * Drops the cached answers of this database in this process (no broadcast): those carrying one
 * of `tags`, or all of them when `tags` is absent. A load begun before never stores its answer.
 */
export function dropLocal(db: Db, tags?: readonly string[]): void {
  const c = cacheOf(db);
  const seq = ++c.seq;
  if (!tags) {
    c.droppedAllAt = seq;
    c.entries.clear();
    c.byTag.clear();
    c.pending.clear();
    c.bytes = 0;
    return;
  }
  for (const tag of tags) {
    if (c.inflight > 0) c.tagDroppedAt.set(tag, seq);
    for (const key of c.byTag.get(tag) ?? []) {
      const e = c.entries.get(key);
      if (e) forget(c, key, e);
    }
  }
  // A load still under way may come to show what changed: later readers do not join it (its own
  // callers are answered), and store() keeps its answer only if none of its tags was dropped.
  for (const key of c.pending) c.entries.delete(key);
  c.pending.clear();
}

/** Drops the matching cached answers (all, without tags) here, and in the other processes on PostgreSQL. */
export function invalidateReadCache(db: Db, tags?: readonly string[]): void {
  const c = cacheOf(db);
  dropLocal(db, tags);
  c.broadcast?.(tags);
}

/** Set by read-cache-sync.ts: whether this database may cache, and how to tell other processes. */
export function configureReadCache(
  db: Db,
  o: { enabled: boolean; broadcast?: (tags?: readonly string[]) => void },
): void {
  const c = cacheOf(db);
  c.enabled = o.enabled;
  if ('broadcast' in o) c.broadcast = o.broadcast;
  if (!o.enabled) dropLocal(db);
}

/**
 * The stored answer of `key` when it can be sent as it is, at once: stored, not due for a refresh,
 * and the cache on. Anything else (missing, loading, ageing) is for cachedAnswer to handle.
 */
export function freshCachedAnswer(ctx: CacheClock, key: string): CachedAnswer<unknown> | undefined {
  const c = cacheOf(ctx.db);
  const hit = c.entries.get(key);
  if (!c.enabled || !hit?.answer || ctx.now().getTime() >= hit.refreshAt) return undefined;
  c.entries.delete(key);
  c.entries.set(key, hit);
  return hit.answer;
}

/** How many answers are cached for this database (tests, /metrics). */
export const readCacheSize = (db: Db) => cacheOf(db).entries.size;

/** Whether the answer of `key` is cached for this database (tests). */
export const readCacheHas = (db: Db, key: string) => cacheOf(db).entries.has(key);

const ANSWERED_KEY = Symbol('read-cache key');
type Answered = { [ANSWERED_KEY]?: string };

/** The cache key of the stored answer a route sent for this request, if it sent one. */
export const answeredKey = (req: FastifyRequest): string | undefined => (req as Answered)[ANSWERED_KEY];

/** Sends a cached answer from a route (its key is noted for read-cache-early.ts). */
export function sendCached(
  req: FastifyRequest,
  reply: FastifyReply,
  a: CachedAnswer<unknown>,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  if (a.key !== undefined) (req as Answered)[ANSWERED_KEY] = a.key;
  return writeCached(req, reply, a, type);
}

/** Sends a cached answer: its brotli or gzip when the client takes one (brotli first), else its bytes. */
export function writeCached(
  req: FastifyRequest,
  reply: FastifyReply,
  a: CachedAnswer<unknown>,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.type(type);
  // A server render of a page (lib/page-render) caches the page under the tags of the answers it used.
  if (req.headers[RENDER_REQUEST_HEADER]) reply.header(RENDER_TAGS_HEADER, a.tags.join(' '));
  if (a.gzip && a.br) {
    reply.header('Vary', 'Accept-Encoding');
    const accepted = req.headers['accept-encoding'];
    if (accepted) {
      if (acceptsEncoding(accepted, 'br')) return reply.header('Content-Encoding', 'br').send(a.br);
      if (acceptsEncoding(accepted, 'gzip')) return reply.header('Content-Encoding', 'gzip').send(a.gzip);
    }
  }
  return reply.send(a.bytes);
}

/**
 * Whether an Accept-Encoding header takes `coding`: named (or `*`) without q=0. Browsers send br
 * only over HTTPS, so a devotee's phone gets it and a plain-HTTP client keeps gzip.
 */
export function acceptsEncoding(header: string, coding: 'br' | 'gzip'): boolean {
  let star: boolean | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const token = name!.trim().toLowerCase();
    if (token !== coding && token !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (token === coding) return ok;
    star = ok;
  }
  return star ?? false;
}

// ─── Internals ──────────────────────────────────────────────────────────────

type Built<T> = { answer: CachedAnswer<T>; tags: readonly string[] };

async function build<T>(load: () => Promise<Loaded<T>>): Promise<Built<T>> {
  const { data, body, tags } = await load();
  // A string is sent as it is (a rendered page's HTML); anything else is the JSON envelope.
  const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  // zlib's async compressions run on the thread pool, not on the event loop.
  const [zipped, br] =
    bytes.length >= GZIP_MIN_BYTES
      ? await Promise.all([
          gzip(bytes),
          brotli(bytes, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        ])
      : [null, null];
  return { answer: { data, bytes, gzip: zipped, br, tags }, tags };
}

function store<T>(
  ctx: CacheClock,
  c: DbCache,
  key: string,
  opts: CacheOptions,
  built: Promise<Built<T>>,
): Promise<CachedAnswer<T>> {
  const now = ctx.now().getTime();
  const value = built.then((b) => b.answer);
  const entry: Entry = {
    value,
    expiresAt: now + opts.ttlMs,
    refreshAt: now + opts.ttlMs * REFRESH_AT,
    refreshing: false,
    bytes: 0,
    tags: [],
  };
  c.entries.set(key, entry);
  c.pending.add(key);
  const done = began(c);
  built.then(
    ({ answer, tags }) => {
      const stale = done(tags);
      if (c.entries.get(key) !== entry) {
        // Taken out while it loaded: by an invalidation of other tags (during a booking rush,
        // every few milliseconds) it is still right, and kept unless a newer answer is stored.
        if (stale || (c.entries.has(key) && !c.pending.has(key))) return;
        c.entries.set(key, entry);
      }
      c.pending.delete(key);
      entry.answer = answer;
      answer.key = key;
      entry.tags = [...new Set(tags)];
      for (const tag of entry.tags) {
        let keys = c.byTag.get(tag);
        if (!keys) c.byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      entry.bytes = answer.bytes.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0);
      c.bytes += entry.bytes;
      evict(c, entry);
    },
    () => {
      done([]);
      if (c.entries.get(key) === entry) forget(c, key, entry);
    },
  );
  return value;
}

/**
 * Marks a load as begun; the function it answers marks it done and says whether what it read is
 * stale: everything, or one of `tags`, was dropped since it began.
 */
function began(c: DbCache): (tags: readonly string[]) => boolean {
  const since = c.seq;
  c.inflight++;
  return (tags) => {
    const stale = c.droppedAllAt > since || tags.some((t) => (c.tagDroppedAt.get(t) ?? 0) > since);
    if (--c.inflight === 0) c.tagDroppedAt.clear();
    return stale;
  };
}

/** Loads a fresh answer while the old one is still served; it replaces the old one only if nothing it shows was invalidated meanwhile. */
function refresh<T>(
  ctx: CacheClock,
  c: DbCache,
  key: string,
  old: Entry,
  opts: CacheOptions,
  load: () => Promise<Loaded<T>>,
): void {
  old.refreshing = true;
  const done = began(c);
  build(load).then(
    (b) => {
      const stale = done([...old.tags, ...b.tags]);
      if (stale || c.entries.get(key) !== old) {
        old.refreshing = false;
        return;
      }
      forget(c, key, old);
      void store(ctx, c, key, opts, Promise.resolve(b));
    },
    () => {
      done([]);
      old.refreshing = false;
    },
  );
}

function forget(c: DbCache, key: string, e: Entry): void {
  c.entries.delete(key);
  c.pending.delete(key);
  c.bytes -= e.bytes;
  for (const tag of e.tags) {
    const keys = c.byTag.get(tag);
    keys?.delete(key);
    if (keys?.size === 0) c.byTag.delete(tag);
  }
}

function evict(c: DbCache, keep: Entry): void {
  for (const [key, e] of c.entries) {
    if (c.entries.size <= MAX_ENTRIES && c.bytes <= MAX_BYTES) return;
    if (e !== keep) forget(c, key, e);
  }
}
