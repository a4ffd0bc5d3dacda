import { CART_LINES_MAX, CART_QUANTITY_MAX, type CartItem, type CartLine } from '@sankalp/shared/api/cart';

// The rules of a cart's lines, shared by the guest cart (local storage) and the account cart
// (sent whole with PUT /cart). Zod-free and tiny: the header badge imports this file.

export type CartVariant = Omit<CartLine, 'quantity'>;

/** The cart is full: a new variant would pass CART_LINES_MAX lines. */
export class CartFullError extends Error {
  constructor() {
    super(`Your cart can hold at most ${CART_LINES_MAX} different items`);
    this.name = 'CartFullError';
  }
}

/** One key per variant (product ids compared case-insensitively, as uuids are). */
export const variantKey = (v: CartVariant) => JSON.stringify([v.product.toLowerCase(), v.size, v.color]);

const clampQuantity = (n: number) => Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(n)));

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

/** Units in the cart (the header badge's number). */
export const countOf = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);

const optionName = (v: unknown): string | null =>
  v == null
    ? ''
    : typeof v === 'string'
      ? v.trim()
      : typeof (v as { name?: unknown }).name === 'string'
        ? (v as { name: string }).name.trim()
        : null;

/**
 * Lines from whatever local storage holds: the current `CartLine[]`, an older `{ lines }` wrapper,
 * `productId` for `product`, options as `{ name }` objects. Anything unreadable is dropped,
 * repeated variants add up, quantities are clamped to 1..10 and at most CART_LINES_MAX lines are
 * kept. Never throws. (Compact on purpose: the header badge loads it on every page.)
 */
export function parseLines(raw: unknown): CartLine[] {
  const list: unknown = Array.isArray(raw) ? raw : (raw as { lines?: unknown } | null)?.lines;
  const byKey = new Map<string, CartLine>();
  if (Array.isArray(list))
    for (const e of list as (Record<string, unknown> | null)[]) {
      const product = e?.product ?? e?.productId;
      const size = optionName(e?.size);
      const color = optionName(e?.color);
      const quantity = typeof e?.quantity === 'number' || typeof e?.quantity === 'string' ? Number(e.quantity) : NaN;
      if (
        typeof product !== 'string' ||
        !product.trim() ||
        product.length > 64 ||
        size === null ||
        color === null ||
        !(quantity >= 1)
      )
        continue;
      const line = { product: product.trim(), size, color, quantity };
      const seen = byKey.get(variantKey(line));
      if (seen) seen.quantity += quantity;
      else if (byKey.size < CART_LINES_MAX) byKey.set(variantKey(line), line);
    }
  return [...byKey.values()].map((l) => ({ ...l, quantity: clampQuantity(l.quantity) }));
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
