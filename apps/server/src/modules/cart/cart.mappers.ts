import type { CartItem, CartView } from '@sankalp/shared/api/cart';
import { toRupees } from '@sankalp/shared/money';
import { availableOf, type StockRow } from '../catalog/catalog.mappers';
import type { CartProduct, StoredLine } from './cart.repository';

/** A size or colour of the product by name; '' names "none" on a product without that option. */
function optionOf<O extends { name: string; extraPricePaise: number }>(options: O[], name: string) {
  if (options.length === 0) return name === '' ? { extraPricePaise: 0 } : undefined;
  return options.find((o) => o.name === name);
}

export type PricedItem = CartItem & { subtotalPaise: number };

/**
 * One line priced from its product (base + size extra + colour extra) and checked against the
 * stock: a size or colour the product does not have is 'unavailable', nothing left 'sold_out',
 * more than is left 'not_enough'. A variant without a stock row is made to order (available null).
 */
export function toCartItem(line: StoredLine, p: CartProduct, stock: StockRow[]): PricedItem {
  const size = optionOf(p.sizes, line.size);
  const color = optionOf(p.colors, line.color);
  const pricePaise = p.basePricePaise + (size?.extraPricePaise ?? 0) + (color?.extraPricePaise ?? 0);
  const valid = size !== undefined && color !== undefined;
  const available = valid ? availableOf(stock, line.size, line.color) : 0;
  const problem: CartItem['problem'] = !valid
    ? 'unavailable'
    : available === null
      ? null
      : available === 0
        ? 'sold_out'
        : line.quantity > available
          ? 'not_enough'
          : null;
  const subtotalPaise = pricePaise * line.quantity;
  return {
    product: p.id,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    name: p.name,
    slug: p.slug,
    category: p.category as CartItem['category'],
    primaryImage: p.primaryImage,
    unitPrice: toRupees(pricePaise),
    subtotal: toRupees(subtotalPaise),
    available,
    problem,
    subtotalPaise,
  };
}

export function toCartView(items: PricedItem[]): CartView {
  return {
    items: items.map(({ subtotalPaise: _, ...item }) => item),
    count: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: toRupees(items.reduce((sum, i) => sum + i.subtotalPaise, 0)),
  };
}
