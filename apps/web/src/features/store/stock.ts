import type { Product } from '@sankalp/shared/api/catalog';
import { QUANTITY_MIN } from '@sankalp/shared/constants';
// From the constants, not the order's schema: the product page would load zod for one number.
import { PRODUCT_ORDER_QUANTITY_MAX } from '@sankalp/shared/constants';

/** 'Only N left' is shown below this many units (spec: scarcity said plainly, never invented). */
export const LOW_STOCK_BELOW = 5;

type Variants = Pick<Product, 'variants'>;

/**
 * Units of one size × colour that can be ordered now: a number, or null when it is made to order
 * (or the product carries no stock figures at all). A product without sizes or colours uses ''.
 */
export function availableOf(
  product: Variants,
  size: string | null | undefined,
  color: string | null | undefined,
): number | null {
  const row = product.variants.stock?.find((s) => s.size === (size ?? '') && s.color === (color ?? ''));
  return row ? row.available : null;
}

/** The combination cannot be ordered at all. */
export const isSoldOut = (available: number | null) => available !== null && available <= 0;

/** 'Only N left' when 0 < available < 5, else null. */
export const lowStockCount = (available: number | null): number | null =>
  available !== null && available > 0 && available < LOW_STOCK_BELOW ? available : null;

/** The stepper's maximum: min(10, available); at least 1 so a sold-out stepper still reads 1. */
export const maxQuantityFor = (available: number | null): number =>
  Math.max(QUANTITY_MIN, Math.min(PRODUCT_ORDER_QUANTITY_MAX, available ?? PRODUCT_ORDER_QUANTITY_MAX));

/** A quantity kept inside 1..max. */
export const clampQuantity = (quantity: number, max: number) => Math.min(Math.max(QUANTITY_MIN, quantity), max);
