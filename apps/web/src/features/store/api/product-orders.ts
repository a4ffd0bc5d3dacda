import type { ProductOrderCreated, ProductOrderView } from '@sankalp/shared/api/product-orders';
import type { ProductOrderInput } from '@sankalp/shared/schemas/productOrder';
import { apiGet, apiPost } from '../../../lib/api';
import {
  keyQuery,
  postVerify,
  rememberAccessKey,
  type CheckoutSuccessResponse,
  type VerifyResult,
  useSettlingRecord,
} from '../../../lib/payments';

/**
 * POST /product-orders/create — the pending order (holding its stock for 15 minutes) and its
 * payment order for the server's total. The access key is remembered at once: the confirmation
 * page reads the order with it.
 */
export async function createProductOrder(body: ProductOrderInput): Promise<ProductOrderCreated> {
  const res = await apiPost<{ data: ProductOrderCreated }>('/product-orders/create', body);
  rememberAccessKey('product_order', res.data.order._id, res.data.accessKey);
  return res.data;
}

/** POST /product-orders/verify-payment — the server checks the Checkout signature and settles the order. */
export const verifyProductOrder = (orderId: string, response: CheckoutSuccessResponse): Promise<VerifyResult> =>
  postVerify('/product-orders/verify-payment', { ...response, bookingId: orderId });

/** GET /product-orders/{id}?key= — the owner's session or the order's access key, else 404. */
export async function fetchProductOrder(id: string, signal?: AbortSignal): Promise<ProductOrderView> {
  const data = await apiGet<{ order: ProductOrderView }>(
    `/product-orders/${encodeURIComponent(id)}${keyQuery('product_order', id)}`,
    signal,
  );
  return data.order;
}

export const productOrderKey = (id: string) => ['store', 'order', id] as const;

/** The confirmation page's order, asked again while its payment settles. */
export const useProductOrder = (id: string) => useSettlingRecord(productOrderKey(id), (signal) => fetchProductOrder(id, signal));
