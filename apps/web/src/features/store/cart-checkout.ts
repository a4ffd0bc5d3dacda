import type { CartItem } from '@sankalp/shared/api/cart';
import type { OrderGoods } from './order-form';
import type { SummaryLine } from './components/OrderSummary';
import { storeT } from './i18n';

/** Why a cart line cannot be paid now, in words (null when it can). */
export function cartProblemText(item: Pick<CartItem, 'problem' | 'available'>): string | null {
  switch (item.problem) {
    case 'sold_out':
      return storeT('product.soldOut');
    case 'not_enough':
      return item.available !== null && item.available > 0 ? storeT('product.onlyLeft', { n: item.available }) : storeT('product.soldOut');
    case 'unavailable':
      return storeT('product.noLongerAvailable');
    default:
      return null;
  }
}

/** The cart's lines as one order (one payment): POST /product-orders/create `lines`. */
export const cartGoods = (items: CartItem[]): OrderGoods => ({
  kind: 'cart',
  lines: items.map(({ product, size, color, quantity }) => ({ product, size, color, quantity })),
});

export const cartSummaryLines = (items: CartItem[]): SummaryLine[] =>
  items.map((i) => ({
    key: JSON.stringify([i.product, i.size, i.color]),
    name: i.name,
    category: i.category,
    image: i.primaryImage,
    size: i.size,
    color: i.color,
    quantity: i.quantity,
    unitPrice: i.unitPrice,
    subtotal: i.subtotal,
    problem: cartProblemText(i),
  }));
