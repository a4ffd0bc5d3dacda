import { z } from 'zod';
import { CONTROL_CHARACTERS } from './fields';
import { CART_LINES_MAX } from '../api/cart';
import {
  INVALID_COLOR,
  INVALID_PRODUCT,
  INVALID_SIZE,
  quantitySchema,
} from './productOrder';
import { PRODUCT_ORDER_LINES_MAX, PRODUCT_ORDER_QUANTITY_MAX } from '../constants';

// The cart's lines (PUT /cart, POST /cart/merge, POST /cart/quote): a variant and how many, never
// a price (the server prices every line from the products).

export const CART_FULL = `Your cart can hold at most ${CART_LINES_MAX} different items`;


/** A size or colour name, trimmed; '' for a product without that option. */
const optionName = (message: string) =>
  z
    .string({ error: message })
    .max(100, message)
    .transform((v) => v.trim())
    .refine((v) => !CONTROL_CHARACTERS.test(v), message);

export const cartLineSchema = z.object({
  product: z.uuid({ error: INVALID_PRODUCT }).transform((v) => v.toLowerCase()),
  size: optionName(INVALID_SIZE),
  color: optionName(INVALID_COLOR),
  quantity: quantitySchema,
});
export type CartLineInput = z.output<typeof cartLineSchema>;

export const cartLinesSchema = z.object({
  lines: z
    .array(cartLineSchema, { error: 'Invalid cart' })
    .max(Math.min(CART_LINES_MAX, PRODUCT_ORDER_LINES_MAX), CART_FULL),
});
export type CartLinesRequest = z.output<typeof cartLinesSchema>;

const keyOf = (l: CartLineInput) => JSON.stringify([l.product.toLowerCase(), l.size, l.color]);

/**
 * `extra` added into `base`: an identical variant adds up (at most 10 of it), a new one goes last
 * while the cart has room (at most 20 lines; the rest is dropped). Also folds repeats within one list.
 */
export function mergeCartLines(base: readonly CartLineInput[], extra: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const l of [...base, ...extra]) {
    const key = keyOf(l);
    const seen = merged.get(key);
    if (seen) seen.quantity = Math.min(PRODUCT_ORDER_QUANTITY_MAX, seen.quantity + l.quantity);
    else if (merged.size < CART_LINES_MAX) merged.set(key, { ...l, product: l.product.toLowerCase() });
  }
  return [...merged.values()];
}
