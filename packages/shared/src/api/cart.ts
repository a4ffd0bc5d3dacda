/**
 * The cart (beyond the spec, issue 9): GET /cart, PUT /cart, POST /cart/merge (signed in) and
 * POST /cart/quote (anyone). A guest's cart lives in the browser; a signed-in user's on the account.
 */

/** One stored line: a product variant and how many. size/color are the option NAMES ('' when the product has none). */
export type CartLine = { product: string; size: string; color: string; quantity: number };

/** Why a line cannot be ordered as it stands. */
export type CartProblem = 'sold_out' | 'not_enough' | 'unavailable';

/** A line as shown: the stored line priced and checked by the server. */
export type CartItem = CartLine & {
  name: string;
  slug: string;
  category: 'cloths' | 'worship';
  primaryImage: string;
  /** Rupees: base + size extra + colour extra (the server's figure). */
  unitPrice: number;
  /** unitPrice × quantity. */
  subtotal: number;
  /** Units orderable now (stock minus live holds); null = made to order. */
  available: number | null;
  problem: CartProblem | null;
};

/**
 * data of every cart route. Lines of products the server does not know are left out (they cannot
 * be priced or stored); `count` is the units of the items shown, `subtotal` their rupee sum.
 */
export type CartView = { items: CartItem[]; count: number; subtotal: number };

/** Body of PUT /cart, POST /cart/merge and POST /cart/quote. */
export type CartLinesBody = { lines: CartLine[] };

/**
 * Most of one variant a cart line holds, and most lines a cart holds: the order's own limits
 * (PRODUCT_ORDER_QUANTITY_MAX and PRODUCT_ORDER_LINES_MAX in constants.ts, checked
 * equal by schemas/cart.test.ts). Repeated here so the header badge needs no zod.
 */
export const CART_QUANTITY_MAX = 10;
export const CART_LINES_MAX = 20;
