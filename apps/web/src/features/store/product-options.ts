import type { Product, ProductListItem } from '@sankalp/shared/api/catalog';
import { CURRENCY, MAX_SECONDARY_IMAGES, QUANTITY_MIN, RELATED_PRODUCTS_MAX } from '@sankalp/shared/constants';
import { productTotal, productUnitPrice } from '@sankalp/shared/pricing';

export type SizeOption = Product['variants']['sizes'][number];
export type ColorOption = Product['variants']['colors'][number];

/** What the devotee has chosen; size or colour is null only when the product has none. */
export type ProductSelection = { size: SizeOption | null; color: ColorOption | null; quantity: number };

/** The raw ?size=&color=&qty= values of a product link. */
export type SelectionParams = { size?: string | null; color?: string | null; qty?: string | null };

/** A quantity from the URL: a whole number of at least 1, else 1. */
export function parseQuantity(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= QUANTITY_MIN ? n : QUANTITY_MIN;
}

/**
 * The selection a link describes. Unknown or missing names fall back to the spec's defaults:
 * the first size, the first colour, quantity 1.
 */
export function resolveSelection(product: Pick<Product, 'variants'>, params: SelectionParams): ProductSelection {
  const { sizes, colors } = product.variants;
  return {
    size: sizes.find((s) => s.name === params.size) ?? sizes[0] ?? null,
    color: colors.find((c) => c.name === params.color) ?? colors[0] ?? null,
    quantity: parseQuantity(params.qty),
  };
}

export type ProductPricing = {
  basePrice: number;
  sizeExtraPrice: number;
  colorExtraPrice: number;
  unitPrice: number;
  quantity: number;
  totalAmount: number;
  currency: typeof CURRENCY;
};

/** Unit = base + size extra + colour extra; total = unit × quantity (spec part 3 § 4). */
export function productPricing(basePrice: number, selection: ProductSelection): ProductPricing {
  const sizeExtraPrice = selection.size?.extraPrice ?? 0;
  const colorExtraPrice = selection.color?.extraPrice ?? 0;
  const unitPrice = productUnitPrice(basePrice, sizeExtraPrice, colorExtraPrice);
  const quantity = Math.max(QUANTITY_MIN, selection.quantity);
  return {
    basePrice,
    sizeExtraPrice,
    colorExtraPrice,
    unitPrice,
    quantity,
    totalAmount: productTotal(unitPrice, quantity),
    currency: CURRENCY,
  };
}

/** The main image first, then at most 4 secondary images (blank and repeated ones skipped). */
export function galleryImages(product: Pick<Product, 'primaryImage' | 'secondaryImages'>): string[] {
  const secondary = product.secondaryImages.filter((src) => src && src !== product.primaryImage);
  return [product.primaryImage, ...new Set(secondary)].slice(0, 1 + MAX_SECONDARY_IMAGES);
}

/** Clicking a thumbnail swaps it with the main image (index 0). */
export function swapWithMain<T>(images: readonly T[], index: number): T[] {
  const next = [...images];
  if (index <= 0 || index >= next.length) return next;
  [next[0], next[index]] = [next[index]!, next[0]!];
  return next;
}

/** Related items: never the product itself, no repeats, at most 4. */
export function relatedItems(product: Pick<Product, '_id' | 'relatedProducts'>): ProductListItem[] {
  const seen = new Set<string>([product._id]);
  return product.relatedProducts
    .filter((p) => {
      if (seen.has(p._id)) return false;
      seen.add(p._id);
      return true;
    })
    .slice(0, RELATED_PRODUCTS_MAX);
}

/** The selection as URL parameters, so a shared link opens with the same choice. */
export function selectionToParams(selection: ProductSelection): Record<string, string> {
  const params: Record<string, string> = {};
  if (selection.size) params.size = selection.size.name;
  if (selection.color) params.color = selection.color.name;
  params.qty = String(selection.quantity);
  return params;
}
