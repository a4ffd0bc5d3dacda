import type {
  Campaign,
  ChadhavaEvent,
  Offering,
  Page,
  Pandit,
  Product,
  ProductListItem,
  Puja,
  PujaDetail,
  Stream,
  Temple,
} from '@sankalp/shared/api/catalog';
import type { EventListQuery, ListQuery, ProductListQuery, PujaListQuery } from '@sankalp/shared/schemas/list-query';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import * as lists from './catalog.lists';
import * as svc from './catalog.service';
import { tag, type CatalogTag } from './catalog.tags';
import { cachedAnswer, type CacheOptions, type CachedAnswer, type Loaded } from './read-cache';

// The public catalog reads as cached answers (read-cache.ts): each is the route's whole envelope,
// serialised once per change of what it shows, and tagged with what it shows (catalog.tags.ts) so
// a write drops only the answers it changes. The keys name what is read: the many spellings of one
// name (slug, title, %-encoded) share one entry, and a list page's key is its validated query in
// one fixed form (unknown parameters are dropped by the schema, the search is lower-cased, the
// cursor is accepted only in the form this server writes), so junk cannot multiply the entries
// beyond the cache's bounds.

type Ctx = svc.Ctx;
type Answer<T> = Promise<CachedAnswer<T>>;

/** Only a write changes these, and every write invalidates: the expiry is a safety net. */
const CATALOG = { ttlMs: 60_000 };
/** These show live holds (slots, stock), which lapse with no write to announce it. */
const WITH_HOLDS = { ttlMs: 5_000 };

/** Streams: which is live (and first) changes with the clock, with no write to announce it. */
const LIVE = { ttlMs: 5_000 };

/**
 * A cached answer in the reader's language (issue 13): each language is its own entry, under the
 * same tags, so the write that drops one drops both (in every process).
 */
const cachedIn = <T>(ctx: Ctx, key: string, opts: CacheOptions, load: () => Promise<Loaded<T>>): Answer<T> =>
  cachedAnswer(ctx, `${ctx.lang ?? 'en'}:${key}`, opts, load);

const answer =
  <T>(message: string, load: () => Promise<T>, tagsOf: (data: T) => CatalogTag[]) =>
  async (): Promise<Loaded<T>> => {
    const data = await load();
    return { data, body: ok(data, message), tags: tagsOf(data) };
  };

/** The key of a list page: its validated query in one fixed form. */
const pageKey = (list: string, q: ListQuery & Record<string, unknown>) =>
  `${list}?${JSON.stringify(Object.entries(q).sort(([a], [b]) => a.localeCompare(b)))}`;

/** The search lower-cased (ILIKE does not mind): one entry whatever the case. */
const folded = <Q extends ListQuery>(q: Q): Q => ({ ...q, q: q.q?.toLowerCase() });

const pujaTags = (ps: Array<{ _id: string; temple: { _id: string } }>): CatalogTag[] => [
  ...ps.map((p) => tag.puja(p._id)),
  ...ps.map((p) => tag.temple(p.temple._id)),
];

/** How one list's pages are read, shaped, tagged and cached. */
type PageSpec<Q, I, T> = {
  /** Names the list in the cache key. */
  list: string;
  ttl: CacheOptions;
  message: string;
  load: (q: Q) => Promise<lists.Items<I>>;
  /** The spec's `data` of these items (`Puja[]`, `{ temples }` …). */
  shape: (items: I[]) => T;
  tags: (items: I[]) => CatalogTag[];
  /** Envelope fields beside `success` (the events list's `status`). */
  extra?: Record<string, unknown>;
};

/** A cached page of a list: the spec's `data` with `page` beside it, keyed by its folded query. */
function cachedPage<Q extends ListQuery, I, T>(ctx: Ctx, query: Q, s: PageSpec<Q, I, T>): Answer<T> {
  const q = folded(query);
  return cachedIn(ctx, pageKey(s.list, q), s.ttl, async () => {
    const { items, nextCursor } = await s.load(q);
    const data = s.shape(items);
    const page: Page = { limit: q.limit, nextCursor };
    const { success, message } = ok(data, s.message);
    return { data, body: { success, ...s.extra, message, data, page }, tags: s.tags(items) };
  });
}

/** A lookup whose name comes to nothing is a 404 with no query and no cache entry (callers are async: a rejection). */
function lookupKey(what: string, lookup: svc.Lookup, message: string): string {
  const key = svc.lookupKey(lookup);
  if (key === null) throw notFound(message);
  return `${what}:${key}`;
}

// ─── Pujas ──────────────────────────────────────────────────────────────────

export const pujaPage = (ctx: Ctx, query: PujaListQuery): Answer<Puja[]> =>
  cachedPage(ctx, query, {
    list: 'pujas',
    ttl: CATALOG,
    message: 'Pujas fetched successfully',
    load: (q) => lists.pujaPage(ctx, q),
    shape: (items) => items,
    tags: (items) => ['pujas', 'temples', ...pujaTags(items)],
  });

/** Read along an index (three rows), not picked from the whole catalog. */
export const featuredPujas = (ctx: Ctx): Answer<Puja[]> =>
  cachedIn(
    ctx,
    'pujas:featured',
    CATALOG,
    answer(
      'Featured pujas fetched successfully',
      () => lists.featuredPujas(ctx),
      (ps) => ['pujas', 'temples', ...pujaTags(ps)],
    ),
  );

export const puja = async (ctx: Ctx, lookup: svc.Lookup): Answer<PujaDetail> =>
  cachedIn(
    ctx,
    lookupKey('puja', lookup, 'Puja not found'),
    CATALOG,
    answer(
      'Puja fetched successfully',
      () => svc.getPuja(ctx, lookup),
      (p) => pujaTags([p]),
    ),
  );

// ─── Temples, offerings, streams ────────────────────────────────────────────

export const templePage = (ctx: Ctx, query: ListQuery): Answer<{ temples: Temple[] }> =>
  cachedPage(ctx, query, {
    list: 'temples',
    ttl: CATALOG,
    message: 'Temples fetched successfully',
    load: (q) => lists.templePage(ctx, q),
    shape: (temples) => ({ temples }),
    tags: (ts) => ['temples', ...ts.map((t) => tag.temple(t._id))],
  });

export const temple = (ctx: Ctx, id: string): Answer<{ temple: Temple }> =>
  cachedIn(
    ctx,
    `temple:${id}`,
    CATALOG,
    answer(
      'Temple fetched successfully',
      async () => ({ temple: await svc.getTemple(ctx, id) }),
      () => [tag.temple(id)],
    ),
  );

export const offeringPage = (ctx: Ctx, query: ListQuery): Answer<{ offerings: Offering[] }> =>
  cachedPage(ctx, query, {
    list: 'offerings',
    ttl: CATALOG,
    message: 'Offerings fetched successfully',
    load: (q) => lists.offeringPage(ctx, q),
    shape: (offerings) => ({ offerings }),
    tags: () => ['offerings'],
  });

export const streamPage = (ctx: Ctx, query: ListQuery): Answer<Stream[]> =>
  cachedPage(ctx, query, {
    list: 'streams',
    ttl: LIVE,
    message: 'Live streams fetched successfully',
    load: (q) => lists.streamPage(ctx, q),
    shape: (items) => items,
    tags: () => ['streams', 'temples'],
  });

// ─── Donation campaigns ─────────────────────────────────────────────────────

export const campaignPage = (
  ctx: Ctx,
  category: Campaign['category'] | undefined,
  query: ListQuery,
): Answer<Campaign[]> =>
  cachedPage(ctx, query, {
    list: `campaigns:${category ?? ''}`,
    ttl: CATALOG,
    message: 'Campaigns fetched successfully',
    load: (q) => lists.campaignPage(ctx, category, q),
    shape: (items) => items,
    tags: (cs) => ['campaigns', ...cs.map((c) => tag.campaign(c._id))],
  });

export const campaign = async (ctx: Ctx, lookup: svc.Lookup): Answer<Campaign> =>
  cachedIn(
    ctx,
    lookupKey('campaign', lookup, 'Campaign not found'),
    CATALOG,
    answer(
      'Campaign fetched successfully',
      () => svc.getCampaign(ctx, lookup),
      (c) => [tag.campaign(c._id)],
    ),
  );

// ─── Chadhava events ────────────────────────────────────────────────────────

const eventTags = (es: ChadhavaEvent[]): CatalogTag[] => [
  ...es.map((e) => tag.event(e._id)),
  ...es.map((e) => tag.temple(e.temple._id)),
];

/** The spec's client reads `status: 'success'` here (part 2 § 7), beside the usual envelope. */
export const eventPage = (ctx: Ctx, query: EventListQuery): Answer<{ events: ChadhavaEvent[] }> =>
  cachedPage(ctx, query, {
    list: 'events',
    ttl: WITH_HOLDS,
    message: 'Events fetched successfully',
    extra: { status: 'success' },
    load: (q) => lists.eventPage(ctx, q),
    shape: (events) => ({ events }),
    tags: (items) => ['events', 'temples', ...eventTags(items)],
  });

export const event = async (ctx: Ctx, lookup: svc.Lookup): Answer<{ event: ChadhavaEvent }> =>
  cachedIn(
    ctx,
    lookupKey('event', lookup, 'Event not found'),
    WITH_HOLDS,
    answer(
      'Event fetched successfully',
      async () => ({ event: await svc.getEvent(ctx, lookup) }),
      (d) => eventTags([d.event]),
    ),
  );

// ─── Store and pandits ──────────────────────────────────────────────────────

export const productPage = (ctx: Ctx, query: ProductListQuery): Answer<{ products: ProductListItem[] }> =>
  cachedPage(ctx, query, {
    list: 'products',
    ttl: CATALOG,
    message: 'Products fetched successfully',
    load: (q) => lists.productPage(ctx, q),
    shape: (products) => ({ products }),
    tags: (ps) => ['products', ...ps.map((p) => tag.product(p._id))],
  });

/** Tagged with its related products too: their names and prices show on it. */
export const product = (ctx: Ctx, id: string): Answer<{ product: Product }> =>
  cachedIn(
    ctx,
    `product:${id}`,
    WITH_HOLDS,
    answer(
      'Product fetched successfully',
      async () => ({ product: await svc.getProduct(ctx, id) }),
      (d) => [tag.product(id), ...d.product.relatedProducts.map((r) => tag.product(r._id))],
    ),
  );

export const panditPage = (ctx: Ctx, query: ListQuery): Answer<{ pandits: Pandit[] }> =>
  cachedPage(ctx, query, {
    list: 'pandits',
    ttl: CATALOG,
    message: 'Pandits fetched successfully',
    load: (q) => lists.panditPage(ctx, q),
    shape: (pandits) => ({ pandits }),
    tags: (ps) => ['pandits', ...ps.map((p) => tag.pandit(p._id))],
  });

export const pandit = (ctx: Ctx, id: string): Answer<{ pandit: Pandit }> =>
  cachedIn(
    ctx,
    `pandit:${id}`,
    CATALOG,
    answer(
      'Pandit fetched successfully',
      async () => ({ pandit: await svc.getPandit(ctx, id) }),
      () => [tag.pandit(id)],
    ),
  );
