import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaigns,
  campaignSevas,
  chadhavaEvents,
  eventOfferings,
  offerings,
  pandits,
  products,
  productStock,
  pujaChadhavaItems,
  pujaPackages,
  pujas,
  streams,
  temples,
} from '../../db/schema/catalog';
import { chadhavaBookings, liveHold } from '../../db/schema/chadhava-bookings';
import { liveOrderHold, productOrderLines, productOrders } from '../../db/schema/product-orders';

// Catalog reads. Every list is a constant number of queries: parents with their temple joined,
// then all children of those parents in one `inArray` query (indexed on the parent id).

const templeRef = { id: temples.id, name: temples.name, location: temples.location, image: temples.image };
const productListCols = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  category: products.category,
  primaryImage: products.primaryImage,
  basePricePaise: products.basePricePaise,
};

/** Lookup key of a single row: its id, or its (already normalised) slug. */
export type RowKey = { id: string } | { slug: string };

// ─── Temples, offerings, streams ────────────────────────────────────────────

export const listTemples = (db: Db) => db.select().from(temples).orderBy(asc(temples.createdAt), asc(temples.id));

export const findTemple = async (db: Db, id: string) => (await db.select().from(temples).where(eq(temples.id, id)))[0];

export const listOfferings = (db: Db) => db.select().from(offerings).orderBy(asc(offerings.sort), asc(offerings.id));

const streamQuery = (db: Db) =>
  db.select({ stream: streams, temple: templeRef }).from(streams).leftJoin(temples, eq(streams.templeId, temples.id));

export const listStreams = (db: Db) => streamQuery(db).orderBy(asc(streams.startTime), asc(streams.id));

export const findStream = async (db: Db, id: string) => (await streamQuery(db).where(eq(streams.id, id)))[0];

// ─── Pujas ──────────────────────────────────────────────────────────────────

const pujaQuery = (db: Db) =>
  db.select({ puja: pujas, temple: templeRef }).from(pujas).innerJoin(temples, eq(pujas.templeId, temples.id));

export const listPujas = (db: Db) => pujaQuery(db).orderBy(asc(pujas.startTime), asc(pujas.id));

export const findPuja = async (db: Db, key: RowKey) =>
  (await pujaQuery(db).where('id' in key ? eq(pujas.id, key.id) : eq(pujas.slug, key.slug)))[0];

export const listPackagesOf = (db: Db, pujaIds: string[]) =>
  pujaIds.length === 0
    ? Promise.resolve([])
    : db.select().from(pujaPackages).where(inArray(pujaPackages.pujaId, pujaIds)).orderBy(asc(pujaPackages.sort));

export const listPujaChadhavaOf = (db: Db, pujaId: string) =>
  db.select().from(pujaChadhavaItems).where(eq(pujaChadhavaItems.pujaId, pujaId)).orderBy(asc(pujaChadhavaItems.sort));

// ─── Donation campaigns ─────────────────────────────────────────────────────

export const listCampaigns = (db: Db, category?: string) =>
  db
    .select()
    .from(campaigns)
    .where(category ? eq(campaigns.category, category) : undefined)
    .orderBy(asc(campaigns.createdAt), asc(campaigns.id));

export const findCampaign = async (db: Db, key: RowKey) =>
  (
    await db
      .select()
      .from(campaigns)
      .where('id' in key ? eq(campaigns.id, key.id) : eq(campaigns.slug, key.slug))
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

/** Events with their temple and their live holds at `now` (slots left), in one statement. */
const eventQuery = (db: Db, where: SQL | undefined, now: Date) => {
  const holds = liveHoldCounts(db, now);
  return db
    .select({
      event: chadhavaEvents,
      temple: templeRef,
      liveHolds: sql<number>`coalesce(${holds.n}, 0)`.mapWith(Number),
    })
    .from(chadhavaEvents)
    .innerJoin(temples, eq(chadhavaEvents.templeId, temples.id))
    .leftJoin(holds, eq(holds.eventId, chadhavaEvents.id))
    .where(where);
};

export const listEventsFrom = (db: Db, from: Date, now: Date) =>
  eventQuery(db, gte(chadhavaEvents.date, from), now).orderBy(asc(chadhavaEvents.date), asc(chadhavaEvents.id));

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

export const listProducts = (db: Db, category?: string) =>
  db
    .select(productListCols)
    .from(products)
    .where(category ? eq(products.category, category) : undefined)
    .orderBy(asc(products.category), asc(products.sort), asc(products.id));

export const findProduct = async (db: Db, id: string) =>
  (await db.select().from(products).where(eq(products.id, id)))[0];

/** List columns of the given products, in no particular order. */
export const listProductsByIds = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select(productListCols).from(products).where(inArray(products.id, ids));

export const listPandits = (db: Db) => db.select().from(pandits).orderBy(asc(pandits.sort), asc(pandits.id));

export const findPandit = async (db: Db, id: string) => (await db.select().from(pandits).where(eq(pandits.id, id)))[0];

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
      and(eq(holds.productId, productStock.productId), eq(holds.size, productStock.size), eq(holds.color, productStock.color)),
    )
    .where(inArray(productStock.productId, productIds));
  for (const { productId, ...r } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push({ ...r, held: Number(r.held) });
    byProduct.set(productId, list);
  }
  return byProduct;
}
