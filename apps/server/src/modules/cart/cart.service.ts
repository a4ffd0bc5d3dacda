import type { CartView } from '@sankalp/shared/api/cart';
import { mergeCartLines, type CartLineInput } from '@sankalp/shared/schemas/cart';
import type { AppContext } from '../../context';
import type { Language } from '../../lib/request-language';
import { productStockOf } from '../catalog/catalog.service';
import { localize } from '../catalog/localize';
import { toCartItem, toCartView } from './cart.mappers';
import * as repo from './cart.repository';

/** `lang`: the reader's language; a line's product name is in it (issue 13). */
type Ctx = Pick<AppContext, 'db' | 'now'> & { lang?: Language };

const toInput = (l: repo.StoredLine): CartLineInput => ({
  product: l.productId,
  size: l.size,
  color: l.color,
  quantity: l.quantity,
});
const toStored = (l: CartLineInput): repo.StoredLine => ({
  productId: l.product,
  size: l.size,
  color: l.color,
  quantity: l.quantity,
});

/**
 * Lines priced from the database: the products in one query, their stock with live holds in
 * another, whatever the number of lines. Lines of unknown products are left out.
 */
async function priced(ctx: Ctx, lines: CartLineInput[]): Promise<CartView> {
  const ids = [...new Set(lines.map((l) => l.product))];
  const [found, stock] = await Promise.all([repo.findProducts(ctx.db, ids), productStockOf(ctx, ids)]);
  const byId = new Map(found.map((p) => [p.id, localize('product', p, ctx.lang)]));
  return toCartView(
    lines.flatMap((l) => {
      const p = byId.get(l.product);
      return p ? [toCartItem(toStored(l), p, stock.get(p.id) ?? [])] : [];
    }),
  );
}

/** POST /cart/quote: a guest's lines priced, nothing stored. */
export const quoteCart = (ctx: Ctx, lines: CartLineInput[]) => priced(ctx, mergeCartLines([], lines));

/** GET /cart: the signed-in user's stored cart, priced now. */
export async function getCart(ctx: Ctx, userId: string): Promise<CartView> {
  return priced(ctx, (await repo.listLines(ctx.db, userId)).map(toInput));
}

/**
 * Writes the user's cart as `next(stored lines)` under a lock on the user, so concurrent changes
 * of one cart apply one after the other. Lines of unknown products are never stored.
 */
async function update(ctx: Ctx, userId: string, next: (stored: CartLineInput[]) => CartLineInput[]): Promise<CartView> {
  await ctx.db.transaction(async (tx) => {
    await repo.lockCartOwner(tx, userId);
    const lines = next((await repo.listLines(tx, userId)).map(toInput));
    const known = new Set((await repo.findProducts(tx, [...new Set(lines.map((l) => l.product))])).map((p) => p.id));
    await repo.replaceLines(tx, userId, lines.filter((l) => known.has(l.product)).map(toStored), ctx.now());
  });
  return getCart(ctx, userId);
}

/** PUT /cart: the cart becomes these lines (repeated variants add up, at most 10 each). */
export const replaceCart = (ctx: Ctx, userId: string, lines: CartLineInput[]) =>
  update(ctx, userId, () => mergeCartLines([], lines));

/** POST /cart/merge: a guest's lines added into the stored cart (at most 10 a variant, 20 lines). */
export const mergeCart = (ctx: Ctx, userId: string, lines: CartLineInput[]) =>
  update(ctx, userId, (stored) => mergeCartLines(stored, lines));
