import { gzipSync } from 'node:zlib';
import type {
  Campaign,
  ChadhavaEvent,
  Offering,
  Pandit,
  Product,
  ProductListItem,
  Puja,
  PujaDetail,
  Stream,
  Temple,
} from '@sankalp/shared/api/catalog';
import { FEATURED_PUJA_COUNT, RELATED_PRODUCTS_MAX } from '@sankalp/shared/constants';
import { decodeSlugParam, slugify } from '@sankalp/shared/slug';
import { streamIsLive } from '@sankalp/shared/timing';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import * as m from './catalog.mappers';
import * as repo from './catalog.repository';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** How a single puja, campaign or event is asked for: by id, or by the name route parameter. */
export type Lookup = { id: string } | { name: string };

// ─── Puja list cache ────────────────────────────────────────────────────────
// /pujas/all is the hottest read. Its mapped list and serialised envelope are kept per database
// for a few seconds; joinedNo may lag by that much. Bookings call invalidateCatalogCache().

const PUJA_LIST_TTL_MS = 5_000;
type PujaList = { pujas: Puja[]; allJson: Buffer; allJsonGzip: Buffer };
let pujaListCache = new WeakMap<Db, { expiresAt: number; value: Promise<PujaList> }>();

/** Drops every cached catalog list (call after changing pujas, e.g. joinedNo after a booking). */
export function invalidateCatalogCache(): void {
  pujaListCache = new WeakMap();
}

function pujaList(db: Db): Promise<PujaList> {
  const hit = pujaListCache.get(db);
  if (hit && hit.expiresAt > performance.now()) return hit.value;
  // One promise per refresh: concurrent requests share it instead of all querying.
  const value = loadPujaList(db);
  const entry = { expiresAt: performance.now() + PUJA_LIST_TTL_MS, value };
  pujaListCache.set(db, entry);
  value.catch(() => {
    if (pujaListCache.get(db) === entry) pujaListCache.delete(db);
  });
  return value;
}

async function loadPujaList(db: Db): Promise<PujaList> {
  const rows = await repo.listPujas(db);
  const packages = groupBy(
    await repo.listPackagesOf(
      db,
      rows.map((r) => r.puja.id),
    ),
    (p) => p.pujaId,
  );
  const pujas = rows.map((r) => m.toPuja(r.puja, r.temple, packages.get(r.puja.id) ?? []));
  const allJson = Buffer.from(JSON.stringify(ok(pujas, 'Pujas fetched successfully')));
  return { pujas, allJson, allJsonGzip: gzipSync(allJson) };
}

// ─── Pujas ──────────────────────────────────────────────────────────────────

/**
 * The `{ success, message, data }` envelope of GET /pujas/all, serialised (and gzipped) once per
 * cache refresh rather than per request: the busiest list of the site.
 */
export async function allPujasJson(ctx: Ctx, gzip: boolean): Promise<Buffer> {
  const list = await pujaList(ctx.db);
  return gzip ? list.allJsonGzip : list.allJson;
}

/** The FEATURED_PUJA_COUNT pujas with the highest joinedNo (ties: earlier start first). */
export async function featuredPujas(ctx: Ctx): Promise<Puja[]> {
  const { pujas } = await pujaList(ctx.db);
  return [...pujas]
    .sort((a, b) => b.joinedNo - a.joinedNo || a.startTime.localeCompare(b.startTime))
    .slice(0, FEATURED_PUJA_COUNT);
}

export async function getPuja(ctx: Ctx, lookup: Lookup): Promise<PujaDetail> {
  const key = rowKey(lookup);
  const row = key && (await repo.findPuja(ctx.db, key));
  if (!row) throw notFound('Puja not found');
  const [packages, items] = await Promise.all([
    repo.listPackagesOf(ctx.db, [row.puja.id]),
    repo.listPujaChadhavaOf(ctx.db, row.puja.id),
  ]);
  return m.toPujaDetail(row.puja, row.temple, packages, items);
}

// ─── Temples, offerings, streams ────────────────────────────────────────────

export const listTemples = async (ctx: Ctx): Promise<Temple[]> => (await repo.listTemples(ctx.db)).map(m.toTemple);

export async function getTemple(ctx: Ctx, id: string): Promise<Temple> {
  const row = await repo.findTemple(ctx.db, id);
  if (!row) throw notFound('Temple not found');
  return m.toTemple(row);
}

export const listOfferings = async (ctx: Ctx): Promise<Offering[]> =>
  (await repo.listOfferings(ctx.db)).map(m.toOffering);

/** Live streams first (most viewers first), then the others by start time. */
export async function listStreams(ctx: Ctx): Promise<Stream[]> {
  const now = ctx.now();
  const streams = (await repo.listStreams(ctx.db)).map((r) => m.toStream(r.stream, r.temple));
  const live = (st: Stream) => streamIsLive(st.startTime, st.endTime, now);
  return streams
    .map((st, order) => ({ st, order, live: live(st) }))
    .sort((a, b) => Number(b.live) - Number(a.live) || (a.live ? b.st.viewers - a.st.viewers : 0) || a.order - b.order)
    .map((x) => x.st);
}

export async function getStream(ctx: Ctx, id: string): Promise<Stream> {
  const row = await repo.findStream(ctx.db, id);
  if (!row) throw notFound('Stream not found');
  return m.toStream(row.stream, row.temple);
}

// ─── Donation campaigns ─────────────────────────────────────────────────────

export async function listCampaigns(ctx: Ctx, category?: Campaign['category']): Promise<Campaign[]> {
  const rows = await repo.listCampaigns(ctx.db, category);
  const sevas = groupBy(
    await repo.listSevasOf(
      ctx.db,
      rows.map((c) => c.id),
    ),
    (sv) => sv.campaignId,
  );
  return rows.map((c) => m.toCampaign(c, sevas.get(c.id) ?? []));
}

export async function getCampaign(ctx: Ctx, lookup: Lookup): Promise<Campaign> {
  const key = rowKey(lookup);
  const row = key && (await repo.findCampaign(ctx.db, key));
  if (!row) throw notFound('Campaign not found');
  return m.toCampaign(row, await repo.listSevasOf(ctx.db, [row.id]));
}

// ─── Chadhava events ────────────────────────────────────────────────────────

/** Recently closed events stay listed this long, so the web can show them as Closed. */
const RECENT_EVENTS_MS = 7 * 86_400_000;

export async function upcomingEvents(ctx: Ctx): Promise<ChadhavaEvent[]> {
  const now = ctx.now();
  const rows = await repo.listEventsFrom(ctx.db, new Date(now.getTime() - RECENT_EVENTS_MS), now);
  const offerings = groupBy(
    await repo.listEventOfferingsOf(
      ctx.db,
      rows.map((r) => r.event.id),
    ),
    (o) => o.eventId,
  );
  return rows.map((r) => m.toEvent(r.event, r.temple, offerings.get(r.event.id) ?? [], r.liveHolds));
}

export async function getEvent(ctx: Ctx, lookup: Lookup): Promise<ChadhavaEvent> {
  const key = rowKey(lookup);
  const row = key && (await repo.findEvent(ctx.db, key, ctx.now()));
  if (!row) throw notFound('Event not found');
  return m.toEvent(row.event, row.temple, await repo.listEventOfferingsOf(ctx.db, [row.event.id]), row.liveHolds);
}

// ─── Store and pandits ──────────────────────────────────────────────────────

export const listProducts = async (ctx: Ctx, category?: ProductListItem['category']): Promise<ProductListItem[]> =>
  (await repo.listProducts(ctx.db, category)).map(m.toProductListItem);

/** The product with up to RELATED_PRODUCTS_MAX related products, in the order stored, never itself. */
export async function getProduct(ctx: Ctx, id: string): Promise<Product> {
  const row = await repo.findProduct(ctx.db, id);
  if (!row) throw notFound('Product not found');
  const wanted = [...new Set(row.relatedIds)].filter((r) => r !== row.id);
  const found = new Map((await repo.listProductsByIds(ctx.db, wanted)).map((p) => [p.id, p]));
  const related = wanted.flatMap((r) => found.get(r) ?? []).slice(0, RELATED_PRODUCTS_MAX);
  const stock = await repo.productStockOf(ctx.db, [row.id], ctx.now());
  return m.toProduct(row, related, stock.get(row.id));
}

/** Stock of these products' variants with their live holds, in one query (the cart prices many at once). */
export const productStockOf = (ctx: Ctx, productIds: string[]) => repo.productStockOf(ctx.db, productIds, ctx.now());

export const listPandits = async (ctx: Ctx): Promise<Pandit[]> => (await repo.listPandits(ctx.db)).map(m.toPandit);

export async function getPandit(ctx: Ctx, id: string): Promise<Pandit> {
  const row = await repo.findPandit(ctx.db, id);
  if (!row) throw notFound('Pandit not found');
  return m.toPandit(row);
}

// ─── Helpers ────────────────────────────────────────────────────────────────

/**
 * A name is put through the rule that made the stored slug column, so the slug or the title, in
 * any case, raw or %-encoded, all match (and the unique slug index serves the lookup).
 * Null when nothing is left of the name.
 */
function rowKey(lookup: Lookup): repo.RowKey | null {
  if ('id' in lookup) return lookup;
  const slug = slugify(decodeSlugParam(lookup.name));
  return slug === '' ? null : { slug };
}

/** Groups child rows by parent id, keeping query order. */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
