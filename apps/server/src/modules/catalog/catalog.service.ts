import type { Campaign, ChadhavaEvent, Pandit, Product, PujaDetail, Stream, Temple } from '@sankalp/shared/api/catalog';
import { RELATED_PRODUCTS_MAX } from '@sankalp/shared/constants';
import { decodeSlugParam, slugify } from '@sankalp/shared/slug';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/request-language';
import * as m from './catalog.mappers';
import * as repo from './catalog.repository';
import { invalidateReadCache } from './read-cache';
import type { CatalogTag } from './catalog.tags';

export { bookedTags, type CatalogTag } from './catalog.tags';

/** `lang`: the reader's language (issue 13; requestLanguage), English when absent. */
export type Ctx = Pick<AppContext, 'db' | 'now'> & { lang?: Language };

/** How a single puja, campaign or event is asked for: by id, or by the name route parameter. */
export type Lookup = { id: string } | { name: string };

/**
 * Drops the cached catalog answers that show what changed, here and (PostgreSQL) in every other
 * server process: the one call after any write that changes what a catalog read shows. `tags`
 * name what changed (catalog.tags.ts: a paid puja booking `puja:<id>` and `pujas`); without tags
 * everything is dropped (console catalog writes, approvals). See read-cache.ts.
 */
export function invalidateCatalogCache(db: Db, tags?: readonly CatalogTag[]): void {
  invalidateReadCache(db, tags);
}

// ─── Pujas ──────────────────────────────────────────────────────────────────

export async function getPuja(ctx: Ctx, lookup: Lookup): Promise<PujaDetail> {
  const key = rowKey(lookup);
  const row = key && (await repo.findPuja(ctx.db, key));
  if (!row) throw notFound('Puja not found');
  const [packages, items] = await Promise.all([
    repo.listPackagesOf(ctx.db, [row.puja.id]),
    repo.listPujaChadhavaOf(ctx.db, row.puja.id),
  ]);
  return m.toPujaDetail(row.puja, row.temple, packages, items, row.approval, ctx.lang);
}

// ─── Temples, offerings, streams ────────────────────────────────────────────

/** `drafts`: unpublished ones too (staff calls that name a temple, e.g. a role grant). */
export type Drafts = { drafts?: boolean };

export const listTemples = async (ctx: Ctx, o: Drafts = {}): Promise<Temple[]> =>
  (await repo.listTemples(ctx.db, o.drafts)).map((t) => m.toTemple(t, ctx.lang));

export async function getTemple(ctx: Ctx, id: string, o: Drafts = {}): Promise<Temple> {
  const row = await repo.findTemple(ctx.db, id, o.drafts);
  if (!row) throw notFound('Temple not found');
  return m.toTemple(row, ctx.lang);
}

export async function getStream(ctx: Ctx, id: string): Promise<Stream> {
  const row = await repo.findStream(ctx.db, id);
  if (!row) throw notFound('Stream not found');
  return m.toStream(row.stream, row.temple, ctx.lang);
}

// ─── Donation campaigns ─────────────────────────────────────────────────────

export async function getCampaign(ctx: Ctx, lookup: Lookup): Promise<Campaign> {
  const key = rowKey(lookup);
  const row = key && (await repo.findCampaign(ctx.db, key));
  if (!row) throw notFound('Campaign not found');
  return m.toCampaign(row, await repo.listSevasOf(ctx.db, [row.id]), ctx.lang);
}

// ─── Chadhava events ────────────────────────────────────────────────────────

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
    ctx.lang,
  );
}

// ─── Store and pandits ──────────────────────────────────────────────────────

/** The product with up to RELATED_PRODUCTS_MAX related products, in the order stored, never itself. */
export async function getProduct(ctx: Ctx, id: string): Promise<Product> {
  const row = await repo.findProduct(ctx.db, id);
  if (!row) throw notFound('Product not found');
  const wanted = [...new Set(row.relatedIds)].filter((r) => r !== row.id);
  const found = new Map((await repo.listProductsByIds(ctx.db, wanted)).map((p) => [p.id, p]));
  const related = wanted.flatMap((r) => found.get(r) ?? []).slice(0, RELATED_PRODUCTS_MAX);
  const stock = await repo.productStockOf(ctx.db, [row.id], ctx.now());
  return m.toProduct(row, related, stock.get(row.id) ?? [], ctx.lang);
}

/** Stock of these products' variants with their live holds, in one query (the cart prices many at once). */
export const productStockOf = (ctx: Ctx, productIds: string[]) => repo.productStockOf(ctx.db, productIds, ctx.now());

export const listPandits = async (ctx: Ctx, o: Drafts = {}): Promise<Pandit[]> =>
  (await repo.listPandits(ctx.db, o.drafts)).map((p) => m.toPandit(p, ctx.lang));

export async function getPandit(ctx: Ctx, id: string, o: Drafts = {}): Promise<Pandit> {
  const row = await repo.findPandit(ctx.db, id, o.drafts);
  if (!row) throw notFound('Pandit not found');
  return m.toPandit(row, ctx.lang);
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
