import type { Product } from '@sankalp/shared/api/catalog';
import { productPricing, type ProductPricing, type ProductSelection } from './product-options';

/** The order-details handoff (spec part 3 § 3) that Buy Now carries to the order form. */
export type OrderDetailsHandoff = {
  product: { productId: string; productName: string; productCategory: Product['category']; primaryImage: string };
  selectedOptions: ProductSelection;
  pricing: ProductPricing;
};

/** Navigation state of /product-order-details/{name}: the order data and the from-product flag. */
export type OrderDetailsState = { orderData: OrderDetailsHandoff; fromProduct: true };

export function buildOrderHandoff(product: Product, selection: ProductSelection): OrderDetailsHandoff {
  return {
    product: {
      productId: product._id,
      productName: product.name,
      productCategory: product.category,
      primaryImage: product.primaryImage,
    },
    selectedOptions: selection,
    pricing: productPricing(product.basePrice, selection),
  };
}

/** Reads the handoff back from navigation state; anything else is treated as absent. */
export function readOrderDetailsState(state: unknown): OrderDetailsState | null {
  const s = state as Partial<OrderDetailsState> | null | undefined;
  return s?.fromProduct === true && s.orderData?.product?.productId ? (s as OrderDetailsState) : null;
}
