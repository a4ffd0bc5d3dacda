import { CART_LINES_MAX, type CartItem, type CartLine } from '@sankalp/shared/api/cart';
import { clampQuantity, variantKey, type CartVariant } from './stored-lines';

export { countOf, parseLines, variantKey, type CartVariant } from './stored-lines';

// The rules of a cart's lines, shared by the guest cart (local storage) and the account cart
// (sent whole with PUT /cart). Reading and counting stored lines: stored-lines.ts.

/** The cart is full: a new variant would pass CART_LINES_MAX lines. */
export class CartFullError extends Error {
  constructor() {
    super(`Your cart can hold at most ${CART_LINES_MAX} different items`);
    this.name = 'CartFullError';
  }
}

/** Adds to an identical line (capped at CART_QUANTITY_MAX) or appends a new one; throws CartFullError. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const key = variantKey(line);
  const i = lines.findIndex((l) => variantKey(l) === key);
  if (i >= 0) return lines.map((l, j) => (j === i ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l));
  if (lines.length >= CART_LINES_MAX) throw new CartFullError();
  return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
}

/** The variant's quantity set (1..CART_QUANTITY_MAX); an absent variant leaves the lines as they are. */
export function setLineQuantity(lines: readonly CartLine[], variant: CartVariant, quantity: number): CartLine[] {
  const key = variantKey(variant);
  return lines.map((l) => (variantKey(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeLine(lines: readonly CartLine[], variant: CartVariant): CartLine[] {
  const key = variantKey(variant);
  return lines.filter((l) => variantKey(l) !== key);
}

/** The stored lines of priced items (what the account holds). */
export const linesOf = (items: readonly CartItem[]): CartLine[] =>
  items.map(({ product, size, color, quantity }) => ({ product, size, color, quantity }));

/** A line's problem at this quantity, as the server judges it (unavailable stays unavailable). */
export function problemOf(item: Pick<CartItem, 'available' | 'problem'>, quantity: number): CartItem['problem'] {
  if (item.problem === 'unavailable') return 'unavailable';
  if (item.available === null) return null;
  if (item.available <= 0) return 'sold_out';
  return quantity > item.available ? 'not_enough' : null;
}

/**
 * The lines priced with the server's last answer (which may be for older quantities, while a new
 * answer is on its way): each line takes its variant's price and availability; lines the answer
 * does not know are left out until it does.
 */
export function priceLines(lines: readonly CartLine[], known: readonly CartItem[]): CartItem[] {
  const byKey = new Map(known.map((i) => [variantKey(i), i]));
  const items: CartItem[] = [];
  for (const l of lines) {
    const item = byKey.get(variantKey(l));
    if (!item) continue;
    items.push({
      ...item,
      quantity: l.quantity,
      subtotal: item.unitPrice * l.quantity,
      problem: problemOf(item, l.quantity),
    });
  }
  return items;
}

export const subtotalOf = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.subtotal, 0);
