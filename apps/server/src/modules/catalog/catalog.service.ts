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
import { notFound } from '../../lib/errors';
import * as m from './catalog.mappers';
import * as repo from './catalog.repository';
import { invalidateReadCache } from './read-cache';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** How a single puja, campaign or event is asked for: by id, or by the name route parameter. */
export type Lookup = { id: string } | { name: string };

/** Drops every cached catalog answer of this database, here and (PostgreSQL) in every other
 * server process: the one call after any write that changes what a catalog read shows (console
 * catalog writes, approvals, paid bookings' joinedNo, event participants and holds, donations'
 * raised amount, store stock and holds). See read-cache.ts. */
export function invalidateCatalogCache(db: Db): void {
  invalidateReadCache(db);
}

// ─── Pujas ──────────────────────────────────────────────────────────────────

/** Every shown puja, ordered by start time (GET /pujas/all; catalog.cached.ts keeps its answer). */
export async function listPujas(ctx: Ctx): Promise<Puja[]> {
  const rows = await repo.listPujas(ctx.db);
  const packages = groupBy(
    await repo.listPackagesOf(
      ctx.db,
      rows.map((r) => r.puja.id),
    ),
    (p) => p.pujaId,
  );
  return rows.map((r) => m.toPuja(r.puja, r.temple, packages.get(r.puja.id) ?? [], r.approval));
}

/** The FEATURED_PUJA_COUNT pujas of `pujas` with the highest joinedNo (ties: earlier start first). */
export const pickFeatured = (pujas: Puja[]): Puja[] =>
  [...pujas]
    .sort((a, b) => b.joinedNo - a.joinedNo || a.startTime.localeCompare(b.startTime))
    .slice(0, FEATURED_PUJA_COUNT);

export async function getPuja(ctx: Ctx, lookup: Lookup): Promise<PujaDetail> {
  const key = rowKey(lookup);
  const row = key && (await repo.findPuja(ctx.db, key));
  if (!row) throw notFound('Puja not found');
  const [packages, items] = await Promise.all([
    repo.listPackagesOf(ctx.db, [row.puja.id]),
    repo.listPujaChadhavaOf(ctx.db, row.puja.id),
  ]);
  return m.toPujaDetail(row.puja, row.temple, packages, items, row.approval);
}

// ─── Temples, offerings, streams ────────────────────────────────────────────

/** `drafts`: unpublished ones too (staff calls that name a temple, e.g. a role grant). */
export type Drafts = { drafts?: boolean };

export const listTemples = async (ctx: Ctx, o: Drafts = {}): Promise<Temple[]> =>
  (await repo.listTemples(ctx.db, o.drafts)).map(m.toTemple);

export async function getTemple(ctx: Ctx, id: string, o: Drafts = {}): Promise<Temple> {
  const row = await repo.findTemple(ctx.db, id, o.drafts);
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
  return rows.map((r) => m.toEvent(r.event, r.temple, offerings.get(r.event.id) ?? [], r.liveHolds, r.approval));
}

export async function getEvent(ctx: Ctx, lookup: Lookup): Promise<ChadhavaEvent> {
  const key = rowKey(lookup);
  const row = key && (await repo.findEvent(ctx.db, key, ctx.now()));
  if (!row) throw notFound('Event not found');
  return m.toEvent(
    row.event,
    row.temple,
    await repo.listEventOfferingsOf(ctx.db, [row.event.id]),
    row.liveHolds,
    row.approval,
  );
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

export const listPandits = async (ctx: Ctx, o: Drafts = {}): Promise<Pandit[]> =>
  (await repo.listPandits(ctx.db, o.drafts)).map(m.toPandit);

export async function getPandit(ctx: Ctx, id: string, o: Drafts = {}): Promise<Pandit> {
  const row = await repo.findPandit(ctx.db, id, o.drafts);
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

/** The cache key part of a lookup: its id, or the slug its name comes to (null: nothing is found). */
export function lookupKey(lookup: Lookup): string | null {
  const key = rowKey(lookup);
  return key === null ? null : 'id' in key ? `id:${key.id}` : `slug:${key.slug}`;
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
