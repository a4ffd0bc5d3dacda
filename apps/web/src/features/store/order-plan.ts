import type { ProductOrderCreated, ProductOrderView } from '@sankalp/shared/api/product-orders';
import type { ProductOrderInput } from '@sankalp/shared/schemas/productOrder';
import { isNotFound } from '../../lib/api';
import type { PreparedPayment } from '../../lib/payments';
import type { SessionDraft } from '../../lib/session-draft';
import type { DraftOrder, OrderDraft } from './order-form';

/** A fingerprint of what an order was made for: the same request may reopen it. */
export const requestKey = (req: ProductOrderInput) => JSON.stringify(req);

/** A hold this close to lapsing is not worth reopening: a new order holds stock afresh. */
export const HOLD_MARGIN_MS = 60_000;

type ServerOrder = Pick<ProductOrderView, 'payment_status' | 'order_id' | 'hold_expires_at'>;
export type OrderPlan = 'create' | 'reuse' | 'paid';

/**
 * What Pay does with this tab's pending order (there is no update call):
 * paid already → show it; made for exactly this request, pending, our payment order, hold alive
 * → reuse; otherwise create a new one (the old hold lapses by itself).
 */
export function planOrder(
  draft: DraftOrder | undefined,
  key: string,
  server: ServerOrder | null,
  now: number,
): OrderPlan {
  if (!draft || !server) return 'create';
  if (server.payment_status === 'completed') return 'paid';
  if (draft.key !== key || server.payment_status !== 'pending' || server.order_id !== draft.order.id) return 'create';
  const ends = server.hold_expires_at ? Date.parse(server.hold_expires_at) : Number.NaN;
  return Number.isFinite(ends) && ends - now > HOLD_MARGIN_MS ? 'reuse' : 'create';
}

/** The create answer as the draft keeps it (`razorpayOrder` is what the pay flow calls the order). */
export const draftOrderOf = (res: ProductOrderCreated, key: string): DraftOrder => ({
  id: res.order._id,
  reference: res.order.reference,
  key,
  order: { id: res.razorpayOrder.id, amount: res.razorpayOrder.amount, currency: res.razorpayOrder.currency },
  amount: res.amount,
  keyId: res.keyId,
});

export const preparedOf = (o: DraftOrder, accessKey: string): PreparedPayment => ({
  kind: 'product_order',
  id: o.id,
  accessKey,
  order: o.order,
  amount: o.amount,
  keyId: o.keyId,
});

/** The store's prepare step: reopen the draft's order, or make a new one. */
export async function prepareProductOrder(input: {
  draft: SessionDraft<OrderDraft>;
  request: ProductOrderInput;
  create: (req: ProductOrderInput) => Promise<ProductOrderCreated>;
  read: (id: string) => Promise<ServerOrder>;
  now?: number;
}): Promise<{ order: DraftOrder; paid: boolean }> {
  const stored = input.draft.load()?.order;
  const key = requestKey(input.request);
  let server: ServerOrder | null = null;
  if (stored) {
    try {
      server = await input.read(stored.id);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  const plan = planOrder(stored, key, server, input.now ?? Date.now());
  if (stored && plan !== 'create') return { order: stored, paid: plan === 'paid' };
  const order = draftOrderOf(await input.create(input.request), key);
  input.draft.save({ order });
  return { order, paid: false };
}

/** /product-order-confirmation/{slug}?order={id}&key={accessKey} (the key is also remembered). */
export function confirmationPath(slug: string, orderId: string, accessKey: string | null): string {
  const q = new URLSearchParams({ order: orderId });
  if (accessKey) q.set('key', accessKey);
  return `/product-order-confirmation/${encodeURIComponent(slug)}?${q.toString()}`;
}
