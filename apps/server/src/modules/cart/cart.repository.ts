import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products, users } from '../../db/schema/index';

export type StoredLine = { productId: string; size: string; color: string; quantity: number };

/** The user's lines in the order they were added. */
export const listLines = (db: Db, userId: string): Promise<StoredLine[]> =>
  db
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      color: cartLines.color,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.position), asc(cartLines.updatedAt));

/**
 * Locks the user's row for the rest of the transaction: two changes of one cart (two tabs, a
 * merge racing a PUT) run one after the other, each reading what the other wrote.
 */
export const lockCartOwner = (db: Db, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** Replaces the user's lines (inside the caller's transaction). */
export async function replaceLines(db: Db, userId: string, lines: StoredLine[], now: Date): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
  if (lines.length === 0) return;
  await db
    .insert(cartLines)
    .values(lines.map((l, position) => ({ userId, ...l, position, updatedAt: now })))
    .onConflictDoUpdate({
      // Never reached after the delete under the lock; kept so a repeat can never fail a request.
      target: [cartLines.userId, cartLines.productId, cartLines.size, cartLines.color],
      set: { updatedAt: now },
    });
}

/** What pricing a line needs of its product, for these ids in one query. */
export const findProducts = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: products.id,
          name: products.name,
          translations: products.translations,
          slug: products.slug,
          category: products.category,
          primaryImage: products.primaryImage,
          basePricePaise: products.basePricePaise,
          sizes: products.sizes,
          colors: products.colors,
        })
        .from(products)
        .where(inArray(products.id, ids));

export type CartProduct = Awaited<ReturnType<typeof findProducts>>[number];
