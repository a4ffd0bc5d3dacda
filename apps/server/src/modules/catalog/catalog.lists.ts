import type {
  Campaign,
  ChadhavaEvent,
  Offering,
  Pandit,
  ProductListItem,
  Puja,
  Stream,
  Temple,
} from '@sankalp/shared/api/catalog';
import { istDayNumber, istDayStart } from '@sankalp/shared/calendar';
import { FEATURED_PUJA_COUNT } from '@sankalp/shared/constants';
import type { EventListQuery, ListQuery, ProductListQuery, PujaListQuery } from '@sankalp/shared/schemas/list-query';
import * as m from './catalog.mappers';
import * as repo from './catalog.repository';
import * as lists from './catalog.lists.repository';
import { pageOf, type Phase } from './catalog.paging';
import type { Ctx } from './catalog.service';

// The public catalog lists, a bounded page each (issue 16, decision 013). The default sets are
// what a devotee can act on: open and upcoming pujas then the recently closed; events from today
// on, then the last week's. No list reads more rows than its page (plus one) and their children.

export type Items<T> = { items: T[]; nextCursor: string | null };

/** Recently closed pujas and events stay listed this long, so the web can show them as Closed. */
export const RECENT_MS = 7 * 86_400_000;

const byId = (r: { id: string }) => r.id;

// ─── Pujas ──────────────────────────────────────────────────────────────────

type PujaId = { id: string };

async function toPujas(ctx: Ctx, ids: PujaId[]): Promise<Puja[]> {
  const rows = await lists.pujasInOrder(
    ctx.db,
    ids.map((r) => r.id),
  );
  const packages = groupBy(
    await repo.listPackagesOf(
      ctx.db,
      rows.map((r) => r.puja.id),
    ),
    (p) => p.pujaId,
  );
  return rows.map((r) => m.toPuja(r.puja, r.temple, packages.get(r.puja.id) ?? [], r.approval, ctx.lang));
}

/** GET /pujas/all: open and upcoming by start, then the recently closed (`status` narrows to one part). */
export async function pujaPage(ctx: Ctx, q: PujaListQuery): Promise<Items<Puja>> {
  const now = ctx.now();
  const f = { temple: q.temple, q: q.q };
  const open: Phase<PujaId> = { name: 'open', read: (s) => lists.openPujaIds(ctx.db, now, f, s) };
  const recent: Phase<PujaId> = {
    name: 'recent',
    read: (s) => lists.closedPujaIds(ctx.db, now, new Date(now.getTime() - RECENT_MS), f, s),
  };
  const closed: Phase<PujaId> = { name: 'closed', read: (s) => lists.closedPujaIds(ctx.db, now, undefined, f, s) };
  const phases = q.status === 'open' ? [open] : q.status === 'closed' ? [closed] : [open, recent];
  const page = await pageOf('pujas', phases, { ...q, idOf: byId });
  return { items: await toPujas(ctx, page.rows), nextCursor: page.nextCursor };
}

/** GET /pujas/: the FEATURED_PUJA_COUNT open pujas with the highest joinedNo (ties: earlier start). */
export const featuredPujas = async (ctx: Ctx): Promise<Puja[]> =>
  toPujas(ctx, await lists.featuredPujaIds(ctx.db, ctx.now(), FEATURED_PUJA_COUNT));

// ─── Chadhava events ────────────────────────────────────────────────────────

type EventRow = Awaited<ReturnType<typeof lists.eventsBetween>>[number];

/**
 * GET /chadhava-events/upcoming: events from today (IST) on by date, then those of the last week,
 * the most recent first — the order the web shows them in (an event is past from the next IST day).
 */
export async function eventPage(ctx: Ctx, q: EventListQuery): Promise<Items<ChadhavaEvent>> {
  const now = ctx.now();
  const today = new Date(istDayStart(istDayNumber(now.getTime())));
  const f = { temple: q.temple, q: q.q };
  const page = await pageOf(
    'events',
    [
      { name: 'coming', read: (s) => lists.eventsBetween(ctx.db, { from: today, dir: 'asc' }, now, f, s) },
      {
        name: 'recent',
        read: (s) =>
          lists.eventsBetween(
            ctx.db,
            { from: new Date(now.getTime() - RECENT_MS), before: today, dir: 'desc' },
            now,
            f,
            s,
          ),
      },
    ],
    { ...q, idOf: (r: EventRow) => r.event.id },
  );
  const offerings = groupBy(
    await repo.listEventOfferingsOf(
      ctx.db,
      page.rows.map((r) => r.event.id),
    ),
    (o) => o.eventId,
  );
  return {
    items: page.rows.map((r) =>
      m.toEvent(r.event, r.temple, offerings.get(r.event.id) ?? [], r.liveHolds, r.approval, ctx.lang),
    ),
    nextCursor: page.nextCursor,
  };
}

// ─── Temples, campaigns, products, pandits, offerings ───────────────────────

/** One-part lists: a page of rows mapped one by one. */
async function simplePage<R extends { id: string }, T>(
  list: string,
  q: ListQuery,
  read: Phase<R>['read'],
  map: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Items<T>> {
  const page = await pageOf(list, [{ name: 'order', read }], { ...q, idOf: byId });
  return { items: await map(page.rows), nextCursor: page.nextCursor };
}

export const templePage = (ctx: Ctx, q: ListQuery): Promise<Items<Temple>> =>
  simplePage(
    'temples',
    q,
    (s) => lists.templesPage(ctx.db, q.q, s),
    (rows) => rows.map((t) => m.toTemple(t, ctx.lang)),
  );

export const campaignPage = (ctx: Ctx, category: Campaign['category'] | undefined, q: ListQuery) =>
  simplePage(
    category ? `campaigns.${category}` : 'campaigns',
    q,
    (s) => lists.campaignsPage(ctx.db, category, q.q, s),
    async (rows): Promise<Campaign[]> => {
      const sevas = groupBy(
        await repo.listSevasOf(
          ctx.db,
          rows.map((c) => c.id),
        ),
        (sv) => sv.campaignId,
      );
      return rows.map((c) => m.toCampaign(c, sevas.get(c.id) ?? [], ctx.lang));
    },
  );

export const productPage = (ctx: Ctx, q: ProductListQuery): Promise<Items<ProductListItem>> =>
  simplePage(
    'products',
    q,
    (s) => lists.productsPage(ctx.db, q.category, q.q, s),
    (rows) => rows.map((p) => m.toProductListItem(p, ctx.lang)),
  );

export const panditPage = (ctx: Ctx, q: ListQuery): Promise<Items<Pandit>> =>
  simplePage(
    'pandits',
    q,
    (s) => lists.panditsPage(ctx.db, q.q, s),
    (rows) => rows.map((p) => m.toPandit(p, ctx.lang)),
  );

export const offeringPage = (ctx: Ctx, q: ListQuery): Promise<Items<Offering>> =>
  simplePage(
    'offerings',
    q,
    (s) => lists.offeringsPage(ctx.db, q.q, s),
    (rows) => rows.map((o) => m.toOffering(o, ctx.lang)),
  );

// ─── Live streams ───────────────────────────────────────────────────────────

type StreamRow = Awaited<ReturnType<typeof lists.liveStreams>>[number];

/** GET /livestream: live ones first (most viewers first), then the others by start time. */
export async function streamPage(ctx: Ctx, q: ListQuery): Promise<Items<Stream>> {
  const now = ctx.now();
  const page = await pageOf(
    'streams',
    [
      { name: 'live', read: (s) => lists.liveStreams(ctx.db, now, q.q, s) },
      { name: 'other', read: (s) => lists.otherStreams(ctx.db, now, q.q, s) },
    ],
    { ...q, idOf: (r: StreamRow) => r.stream.id },
  );
  return { items: page.rows.map((r) => m.toStream(r.stream, r.temple, ctx.lang)), nextCursor: page.nextCursor };
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
