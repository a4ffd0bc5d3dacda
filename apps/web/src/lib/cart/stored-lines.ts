import { CART_LINES_MAX, CART_QUANTITY_MAX, type CartLine } from '@sankalp/shared/api/cart';

// What the header's cart count needs of the lines, and nothing more (it is on every first load):
// reading what local storage holds, and counting. The rest of the rules are in cart-lines.ts.

export type CartVariant = Omit<CartLine, 'quantity'>;

/** One key per variant (product ids compared case-insensitively, as uuids are). */
export const variantKey = (v: CartVariant) => JSON.stringify([v.product.toLowerCase(), v.size, v.color]);

export const clampQuantity = (n: number) => Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(n)));

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
