import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveOrderHold, productOrderLines, productOrders, products, productStock } from '../../db/schema/index';
import type { Language } from '../../lib/request-language';
import { payableRows, type OrderState } from '../payments/payable-rows';

export type ProductOrderRow = typeof productOrders.$inferSelect;
export type ProductOrderLineRow = typeof productOrderLines.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** One variant of a product: the key of its stock row. */
export type Variant = { productId: string; size: string; color: string };

const variantKey = (v: Variant) => JSON.stringify([v.productId, v.size, v.color]);

// ─── Products and stock (prices and stock come from here, never from the client) ───────────

/** The products an order's lines name (the catalog answers its hold or payment changes). */
export const productIdsOf = async (db: Db, orderId: string): Promise<string[]> =>
  (
    await db
      .selectDistinct({ id: productOrderLines.productId })
      .from(productOrderLines)
      .where(eq(productOrderLines.orderId, orderId))
  ).map((r) => r.id);

export const findProducts = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : // Only published products can be ordered (an unpublished one is withdrawn, issue 14).
      db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.published, true)));

/** Sorts variants in the one fixed order every locker uses (no deadlocks between two orders). */
export const sortVariants = <V extends Variant>(vs: V[]): V[] =>
  [...vs].sort((a, b) => (variantKey(a) < variantKey(b) ? -1 : variantKey(a) > variantKey(b) ? 1 : 0));

/**
 * The stock rows of these variants locked for the rest of the transaction, one at a time in the
 * fixed order; a variant without a row (made to order) is absent from the answer.
 */
export async function lockStock(db: Db, variants: Variant[]): Promise<Map<string, number | null>> {
  const found = new Map<string, number | null>();
  for (const v of sortVariants(variants)) {
    const [row] = await db
      .select({ onHand: productStock.onHand })
      .from(productStock)
      .where(
        and(eq(productStock.productId, v.productId), eq(productStock.size, v.size), eq(productStock.color, v.color)),
      )
      .for('update');
    if (row) found.set(variantKey(v), row.onHand);
  }
  return found;
}

export const onHandOf = (stock: Map<string, number | null>, v: Variant) => stock.get(variantKey(v)) ?? null;

/**
 * The quantities held by live holds at `now` on these products' variants (leaving out one order:
 * its own hold, when it is being paid), in one grouped query.
 */
export async function liveHolds(
  db: Db,
  productIds: string[],
  now: Date,
  exceptOrderId?: string,
): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (productIds.length === 0) return held;
  const rows = await db
    .select({
      productId: productOrderLines.productId,
      size: productOrderLines.size,
      color: productOrderLines.color,
      n: sql<number>`coalesce(sum(${productOrderLines.quantity}), 0)::int`,
    })
    .from(productOrderLines)
    .innerJoin(productOrders, eq(productOrders.id, productOrderLines.orderId))
    .where(
      and(
        inArray(productOrderLines.productId, productIds),
        liveOrderHold(now),
        exceptOrderId ? ne(productOrders.id, exceptOrderId) : undefined,
      ),
    )
    .groupBy(productOrderLines.productId, productOrderLines.size, productOrderLines.color);
  for (const r of rows) held.set(variantKey(r), Number(r.n));
  return held;
}

export const heldOf = (held: Map<string, number>, v: Variant) => held.get(variantKey(v)) ?? 0;

/** The stock rows of these products (one query), for the catalog's `variants.stock`. */
export const stockRowsOf = (db: Db, productIds: string[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db.select().from(productStock).where(inArray(productStock.productId, productIds));

/** Takes `quantity` off the shelf, never below 0 (the condition is in the UPDATE). False when short. */
export async function takeStock(db: Db, v: Variant, quantity: number): Promise<boolean> {
  const rows = await db
    .update(productStock)
    .set({ onHand: sql`${productStock.onHand} - ${quantity}` })
    .where(
      and(
        eq(productStock.productId, v.productId),
        eq(productStock.size, v.size),
        eq(productStock.color, v.color),
        sql`${productStock.onHand} >= ${quantity}`,
      ),
    )
    .returning({ onHand: productStock.onHand });
  return rows.length === 1;
}

// ─── Orders ─────────────────────────────────────────────────────────────────

const rows = payableRows('product_order', productOrders, {
  record: 'order',
  lines: { table: productOrderLines, by: 'orderId', as: 'lines' },
});

export const {
  find: findOrder,
  insert: insertOrder,
  update: updateOrder,
  lockPayable,
  markPaid,
  markUnpaid,
  findOwner,
  idsBelongingTo,
} = rows;

export type ProductOrderBundle = OrderState & { order: ProductOrderRow; lines: ProductOrderLineRow[] };

export const loadBundles = (db: Db, ids: string[]): Promise<ProductOrderBundle[]> =>
  rows.bundles(db, ids, (valid) =>
    db
      .select({
        order: productOrders,
        ...rows.orderState(),
      })
      .from(productOrders)
      .where(inArray(productOrders.id, valid))
      .orderBy(asc(productOrders.createdAt)),
  );

/**
 * What a reader in `lang` needs beyond the bundles to see their catalog names translated (issue
 * 13): the products ordered, in one query for the whole list. Undefined for English, which reads
 * the orders' own copies and needs nothing more.
 */
export type ReaderTexts = { lang: Language; products: ReadonlyMap<string, ProductRow> };

export async function readerTexts(
  db: Db,
  bundles: ProductOrderBundle[],
  lang: Language | undefined,
): Promise<ReaderTexts | undefined> {
  if (!lang || lang === 'en') return undefined;
  const ids = [...new Set(bundles.flatMap((b) => b.lines.map((l) => l.productId)))];
  const rows = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  return { lang, products: new Map(rows.map((r) => [r.id, r])) };
}
