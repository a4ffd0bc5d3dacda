import type {
  Campaign,
  ChadhavaEvent,
  Offering,
  Pandit,
  Product,
  ProductListItem,
  Puja,
  PujaDetail,
  Temple,
} from '@sankalp/shared/api/catalog';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import * as svc from './catalog.service';
import { cachedAnswer, type CachedAnswer } from './read-cache';

// The public catalog reads as cached answers (read-cache.ts): each is the route's whole envelope,
// serialised once per change of the catalog. The keys name what is read, so the many spellings
// of one name (slug, title, %-encoded) share one entry.

type Ctx = Pick<AppContext, 'db' | 'now'>;
type Answer<T> = Promise<CachedAnswer<T>>;

/** Only a write changes these, and every write invalidates: the expiry is a safety net. */
const CATALOG = { ttlMs: 60_000 };
/** These show live holds (slots, stock), which lapse with no write to announce it. */
const WITH_HOLDS = { ttlMs: 5_000 };

const answer =
  <T>(message: string, load: () => Promise<T>) =>
  async () => {
    const data = await load();
    return { data, body: ok(data, message) };
  };

/** A lookup whose name comes to nothing is a 404 with no query and no cache entry (callers are async: a rejection). */
function lookupKey(what: string, lookup: svc.Lookup, message: string): string {
  const key = svc.lookupKey(lookup);
  if (key === null) throw notFound(message);
  return `${what}:${key}`;
}

// ─── Pujas ──────────────────────────────────────────────────────────────────

export const allPujas = (ctx: Ctx): Answer<Puja[]> =>
  cachedAnswer(
    ctx,
    'pujas:all',
    CATALOG,
    answer('Pujas fetched successfully', () => svc.listPujas(ctx)),
  );

/** Picked from the cached list: no query of its own. */
export const featuredPujas = (ctx: Ctx): Answer<Puja[]> =>
  cachedAnswer(
    ctx,
    'pujas:featured',
    CATALOG,
    answer('Featured pujas fetched successfully', async () => svc.pickFeatured((await allPujas(ctx)).data)),
  );

export const puja = async (ctx: Ctx, lookup: svc.Lookup): Answer<PujaDetail> =>
  cachedAnswer(
    ctx,
    lookupKey('puja', lookup, 'Puja not found'),
    CATALOG,
    answer('Puja fetched successfully', () => svc.getPuja(ctx, lookup)),
  );

// ─── Temples, offerings ─────────────────────────────────────────────────────

export const temples = (ctx: Ctx): Answer<{ temples: Temple[] }> =>
  cachedAnswer(
    ctx,
    'temples',
    CATALOG,
    answer('Temples fetched successfully', async () => ({ temples: await svc.listTemples(ctx) })),
  );

export const temple = (ctx: Ctx, id: string): Answer<{ temple: Temple }> =>
  cachedAnswer(
    ctx,
    `temple:${id}`,
    CATALOG,
    answer('Temple fetched successfully', async () => ({ temple: await svc.getTemple(ctx, id) })),
  );

export const offerings = (ctx: Ctx): Answer<{ offerings: Offering[] }> =>
  cachedAnswer(
    ctx,
    'offerings',
    CATALOG,
    answer('Offerings fetched successfully', async () => ({ offerings: await svc.listOfferings(ctx) })),
  );

// ─── Donation campaigns ─────────────────────────────────────────────────────

export const campaigns = (ctx: Ctx, category?: Campaign['category']): Answer<Campaign[]> =>
  cachedAnswer(
    ctx,
    `campaigns:${category ?? ''}`,
    CATALOG,
    answer('Campaigns fetched successfully', () => svc.listCampaigns(ctx, category)),
  );

export const campaign = async (ctx: Ctx, lookup: svc.Lookup): Answer<Campaign> =>
  cachedAnswer(
    ctx,
    lookupKey('campaign', lookup, 'Campaign not found'),
    CATALOG,
    answer('Campaign fetched successfully', () => svc.getCampaign(ctx, lookup)),
  );

// ─── Chadhava events ────────────────────────────────────────────────────────

/** The spec's client reads `status: 'success'` here (part 2 § 7), beside the usual envelope. */
export const upcomingEvents = (ctx: Ctx): Answer<{ events: ChadhavaEvent[] }> =>
  cachedAnswer(ctx, 'events:upcoming', WITH_HOLDS, async () => {
    const data = { events: await svc.upcomingEvents(ctx) };
    const { success, message } = ok(data, 'Events fetched successfully');
    return { data, body: { success, status: 'success', message, data } };
  });

export const event = async (ctx: Ctx, lookup: svc.Lookup): Answer<{ event: ChadhavaEvent }> =>
  cachedAnswer(
    ctx,
    lookupKey('event', lookup, 'Event not found'),
    WITH_HOLDS,
    answer('Event fetched successfully', async () => ({ event: await svc.getEvent(ctx, lookup) })),
  );

// ─── Store and pandits ──────────────────────────────────────────────────────

export const products = (ctx: Ctx, category?: ProductListItem['category']): Answer<{ products: ProductListItem[] }> =>
  cachedAnswer(
    ctx,
    `products:${category ?? ''}`,
    CATALOG,
    answer('Products fetched successfully', async () => ({ products: await svc.listProducts(ctx, category) })),
  );

export const product = (ctx: Ctx, id: string): Answer<{ product: Product }> =>
  cachedAnswer(
    ctx,
    `product:${id}`,
    WITH_HOLDS,
    answer('Product fetched successfully', async () => ({ product: await svc.getProduct(ctx, id) })),
  );

export const pandits = (ctx: Ctx): Answer<{ pandits: Pandit[] }> =>
  cachedAnswer(
    ctx,
    'pandits',
    CATALOG,
    answer('Pandits fetched successfully', async () => ({ pandits: await svc.listPandits(ctx) })),
  );

export const pandit = (ctx: Ctx, id: string): Answer<{ pandit: Pandit }> =>
  cachedAnswer(
    ctx,
    `pandit:${id}`,
    CATALOG,
    answer('Pandit fetched successfully', async () => ({ pandit: await svc.getPandit(ctx, id) })),
  );
