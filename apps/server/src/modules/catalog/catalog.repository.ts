import { and, asc, count, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaigns,
  campaignSevas,
  chadhavaEvents,
  eventOfferings,
  pandits,
  products,
  productStock,
  pujaChadhavaItems,
  pujaPackages,
  pujas,
  streams,
  temples,
} from '../../db/schema/catalog';
import { standingApproval } from '../../db/schema/approvals';
import { chadhavaBookings, liveHold } from '../../db/schema/chadhava-bookings';
import { liveOrderHold, productOrderLines, productOrders } from '../../db/schema/product-orders';

// Catalog reads. Every list is a constant number of queries: parents with their temple joined,
// then all children of those parents in one `inArray` query (indexed on the parent id).

export const templeRef = {
  id: temples.id,
  name: temples.name,
  location: temples.location,
  image: temples.image,
  translations: temples.translations,
};
export const productListCols = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  category: products.category,
  primaryImage: products.primaryImage,
  basePricePaise: products.basePricePaise,
  translations: products.translations,
};

/** Lookup key of a single row: its id, or its (already normalised) slug. */
export type RowKey = { id: string } | { slug: string };

/**
 * Public reads show published rows only (issue 14: the console's drafts and unpublished rows stay
 * out); a puja or event of an unpublished temple is hidden with it. `drafts` (the staff calls
 * that name a temple or pandit, e.g. a role grant) reads them all.
 */
export const shown = (col: Column, drafts = false) => (drafts ? undefined : eq(col, true));

// ─── Temples, offerings, streams ────────────────────────────────────────────

export const listTemples = (db: Db, drafts = false) =>
  db.select().from(temples).where(shown(temples.published, drafts)).orderBy(asc(temples.createdAt), asc(temples.id));

export const findTemple = async (db: Db, id: string, drafts = false) =>
  (
    await db
      .select()
      .from(temples)
      .where(and(eq(temples.id, id), shown(temples.published, drafts)))
  )[0];

export const streamQuery = (db: Db, where?: SQL) =>
  db
    .select({ stream: streams, temple: templeRef })
    .from(streams)
    .leftJoin(temples, eq(streams.templeId, temples.id))
    .where(and(shown(streams.published), where));

export const findStream = async (db: Db, id: string) => (await streamQuery(db, eq(streams.id, id)))[0];

// ─── Pujas ──────────────────────────────────────────────────────────────────

/** The standing approval's columns (null when none: the listing awaits its temple), see db/schema/approvals. */
const approvalCols = (a: ReturnType<typeof standingApproval>) => ({ approvedAt: a.approvedAt, note: a.note });

// Each puja with its temple and its temple's standing approval, in one statement.
export const pujaQuery = (db: Db, where?: SQL) => {
  const approval = standingApproval(db, 'puja');
  return db
    .select({ puja: pujas, temple: templeRef, approval: approvalCols(approval) })
    .from(pujas)
    .innerJoin(temples, eq(pujas.templeId, temples.id))
    .leftJoinLateral(approval, sql`true`)
    .where(and(shown(pujas.published), shown(temples.published), where));
};

export const findPuja = async (db: Db, key: RowKey) =>
  (await pujaQuery(db, 'id' in key ? eq(pujas.id, key.id) : eq(pujas.slug, key.slug)))[0];

export const listPackagesOf = (db: Db, pujaIds: string[]) =>
  pujaIds.length === 0
    ? Promise.resolve([])
    : db.select().from(pujaPackages).where(inArray(pujaPackages.pujaId, pujaIds)).orderBy(asc(pujaPackages.sort));

export const listPujaChadhavaOf = (db: Db, pujaId: string) =>
  db.select().from(pujaChadhavaItems).where(eq(pujaChadhavaItems.pujaId, pujaId)).orderBy(asc(pujaChadhavaItems.sort));

// ─── Donation campaigns ─────────────────────────────────────────────────────

export const findCampaign = async (db: Db, key: RowKey) =>
  (
    await db
      .select()
      .from(campaigns)
      .where(and(shown(campaigns.published), 'id' in key ? eq(campaigns.id, key.id) : eq(campaigns.slug, key.slug)))
  )[0];

export const listSevasOf = (db: Db, campaignIds: string[]) =>
  campaignIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(campaignSevas)
        .where(inArray(campaignSevas.campaignId, campaignIds))
        .orderBy(asc(campaignSevas.sort));

// ─── Chadhava events ────────────────────────────────────────────────────────

/** Unpaid bookings holding a slot at `now`, counted per event in one grouped subquery. */
const liveHoldCounts = (db: Db, now: Date) =>
  db
    .select({ eventId: chadhavaBookings.eventId, n: count().as('n') })
    .from(chadhavaBookings)
    .where(liveHold(now))
    .groupBy(chadhavaBookings.eventId)
    .as('live_holds');

/** Events with their temple, their live holds at `now` (slots left) and their standing approval, in one statement. */
export const eventQuery = (db: Db, where: SQL | undefined, now: Date) => {
  const holds = liveHoldCounts(db, now);
  const approval = standingApproval(db, 'event');
  return db
    .select({
      event: chadhavaEvents,
      temple: templeRef,
      liveHolds: sql<number>`coalesce(${holds.n}, 0)`.mapWith(Number),
      approval: approvalCols(approval),
    })
    .from(chadhavaEvents)
    .innerJoin(temples, eq(chadhavaEvents.templeId, temples.id))
    .leftJoin(holds, eq(holds.eventId, chadhavaEvents.id))
    .leftJoinLateral(approval, sql`true`)
    .where(and(shown(chadhavaEvents.published), shown(temples.published), where));
};

export const findEvent = async (db: Db, key: RowKey, now: Date) =>
  (await eventQuery(db, 'id' in key ? eq(chadhavaEvents.id, key.id) : eq(chadhavaEvents.slug, key.slug), now))[0];

export const listEventOfferingsOf = (db: Db, eventIds: string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(eventOfferings)
        .where(inArray(eventOfferings.eventId, eventIds))
        .orderBy(asc(eventOfferings.sort));

// ─── Store and pandits ──────────────────────────────────────────────────────

export const findProduct = async (db: Db, id: string) =>
  (
    await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), shown(products.published)))
  )[0];

/** List columns of the given products, in no particular order. */
export const listProductsByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(productListCols)
        .from(products)
        .where(and(inArray(products.id, ids), shown(products.published)));

export const listPandits = (db: Db, drafts = false) =>
  db.select().from(pandits).where(shown(pandits.published, drafts)).orderBy(asc(pandits.sort), asc(pandits.id));

export const findPandit = async (db: Db, id: string, drafts = false) =>
  (
    await db
      .select()
      .from(pandits)
      .where(and(eq(pandits.id, id), shown(pandits.published, drafts)))
  )[0];

/** A variant's stock: on_hand and the quantities of live holds of store orders. */
export type StockRow = { size: string; color: string; onHand: number | null; held: number };

/**
 * The stock of these products' variants at `now`, in ONE query whatever their number: the stock
 * rows with the live holds summed per variant. A variant without a row is made to order.
 */
export async function productStockOf(db: Db, productIds: string[], now: Date): Promise<Map<string, StockRow[]>> {
  const byProduct = new Map<string, StockRow[]>();
  if (productIds.length === 0) return byProduct;
  const holds = db
    .select({
      productId: productOrderLines.productId,
      size: productOrderLines.size,
      color: productOrderLines.color,
      held: sql<number>`sum(${productOrderLines.quantity})`.as('held'),
    })
    .from(productOrderLines)
    .innerJoin(productOrders, eq(productOrders.id, productOrderLines.orderId))
    .where(and(inArray(productOrderLines.productId, productIds), liveOrderHold(now)))
    .groupBy(productOrderLines.productId, productOrderLines.size, productOrderLines.color)
    .as('holds');
  const rows = await db
    .select({
      productId: productStock.productId,
      size: productStock.size,
      color: productStock.color,
      onHand: productStock.onHand,
      held: sql<number>`coalesce(${holds.held}, 0)::int`,
    })
    .from(productStock)
    .leftJoin(
      holds,
      and(
        eq(holds.productId, productStock.productId),
        eq(holds.size, productStock.size),
        eq(holds.color, productStock.color),
      ),
    )
    .where(inArray(productStock.productId, productIds));
  for (const { productId, ...r } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push({ ...r, held: Number(r.held) });
    byProduct.set(productId, list);
  }
  return byProduct;
}
