import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductOrderCreated } from '@sankalp/shared/api/product-orders';
import type { Db } from '../../db/client';
import { productOrders, products, productStock } from '../../db/schema/index';
import { call, expectStatus, type Reply } from '../auth/auth.test-utils';
import { getWithKey, mailsLike, ordersOf as ordersOfKind, paidCheckout, type CheckoutSuccess } from '../payments/payments.test-utils';

export type ProductFixture = { productId: string; slug: string; name: string };

let seq = 0;

/**
 * Inserts a product: base ₹499, sizes S (+0) and L (+₹50), colours White (+0) and Maroon
 * (+₹100.50, paise matter). Stock: S/White `onHand` (default 50), L/Maroon a row with on_hand
 * null, the rest no row (both made to order).
 */
export async function insertProduct(db: Db, o: { onHand?: number | null } = {}): Promise<ProductFixture> {
  seq += 1;
  const tag = `${seq}-${randomUUID().slice(0, 6)}`;
  const name = `Khadi Kurta ${tag}`;
  const [p] = await db
    .insert(products)
    .values({
      name,
      slug: `khadi-kurta-${tag}`,
      description: 'A kurta.',
      category: 'cloths',
      features: ['Khadi'],
      primaryImage: '/art/product-kurta.svg',
      secondaryImages: [],
      basePricePaise: 49900,
      sizes: [
        { name: 'S', extraPricePaise: 0 },
        { name: 'L', extraPricePaise: 5000 },
      ],
      colors: [
        { name: 'White', extraPricePaise: 0, colorHex: '#FFFFFF' },
        { name: 'Maroon', extraPricePaise: 10050, colorHex: '#800020' },
      ],
      relatedIds: [],
    })
    .returning();
  await db.insert(productStock).values([
    { productId: p!.id, size: 'S', color: 'White', onHand: o.onHand === undefined ? 50 : o.onHand },
    { productId: p!.id, size: 'L', color: 'Maroon', onHand: null },
  ]);
  return { productId: p!.id, slug: p!.slug, name };
}

export const customer = (email = 'meera@example.in') => ({
  full_name: 'Meera Sharma',
  phone_number: '+91 98765 43210',
  email_address: email,
});

export const address = {
  addressLine1: '12 Temple Road',
  addressLine2: 'Near the ghat',
  city: 'Varanasi',
  pincode: '221001',
  state: 'Uttar Pradesh',
  country: 'India',
};

export type OrderOptions = {
  token?: string;
  email?: string;
  size?: string;
  color?: string;
  quantity?: unknown;
  product?: string;
  totalAmount?: number;
  over?: Record<string, unknown>;
};

/** The product page's handoff: one product, size, colour and quantity (default S, White, 1). */
export function orderBody(fx: ProductFixture, o: OrderOptions = {}) {
  return {
    product_ref_id: o.product ?? fx.productId,
    selectedOptions: {
      size: { name: o.size ?? 'S', extraPrice: 0 },
      color: { name: o.color ?? 'White', extraPrice: 0 },
      quantity: 'quantity' in o ? o.quantity : 1,
    },
    pricing: { basePrice: 499, ...(o.totalAmount !== undefined ? { totalAmount: o.totalAmount } : {}) },
    customer: customer(o.email),
    address_for_delivery: address,
    ...o.over,
  };
}

export const createOrder = (app: FastifyInstance, fx: ProductFixture, o: OrderOptions = {}): Promise<Reply> =>
  call(app, 'POST', '/api/v1/product-orders/create', { token: o.token, body: orderBody(fx, o) });

export const postOrder = (app: FastifyInstance, body: unknown, token?: string): Promise<Reply> =>
  call(app, 'POST', '/api/v1/product-orders/create', { token, body });

/** Creates an order that must succeed; answers the create call's `data`. */
export async function order(app: FastifyInstance, fx: ProductFixture, o: OrderOptions = {}): Promise<ProductOrderCreated> {
  const r = await createOrder(app, fx, o);
  expectStatus(r, 201);
  return r.body.data as ProductOrderCreated;
}

export const verify = (app: FastifyInstance, body: unknown): Promise<Reply> =>
  call(app, 'POST', '/api/v1/product-orders/verify-payment', { body });

export const getOrder = (app: FastifyInstance, id: string, o: { key?: string; token?: string } = {}): Promise<Reply> =>
  getWithKey(app, `/api/v1/product-orders/${id}`, o);

/** Checkout's success arguments for a sandbox payment whose webhooks are not delivered. */
export const silentPay = (app: FastifyInstance, created: ProductOrderCreated): Promise<CheckoutSuccess> =>
  paidCheckout(app, created.razorpayOrder.id);

// ─── Database probes ────────────────────────────────────────────────────────

export async function orderRow(db: Db, id: string) {
  const [row] = await db.select().from(productOrders).where(eq(productOrders.id, id));
  return row!;
}

export async function onHand(db: Db, productId: string, size = 'S', color = 'White') {
  const rows = await db.select().from(productStock).where(eq(productStock.productId, productId));
  return rows.find((r) => r.size === size && r.color === color)?.onHand;
}

export const ordersOf = (db: Db, orderId: string) => ordersOfKind(db, 'product_order', orderId);

/** The confirmation and refund e-mails of one order. */
export const mailsFor = (db: Db, orderId: string) => mailsLike(db, `product-order%:${orderId}`);
