import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductOrderCreated } from '@sankalp/shared/api/product-orders';
import { productOrderLines, productOrders } from '../../db/schema/index';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { expectStatus } from '../auth/auth.test-utils';
import { postWebhook, webhookBody, type CheckoutSuccess } from '../payments/payments.test-utils';
import { createOrder, insertProduct, mailsFor, onHand, silentPay, verify, type ProductFixture } from './orders.test-utils';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL
// database race for the last 7 units of a variant, then pay all of them at once.

const STOCK = 7;
const ATTEMPTS = 40;

const pg = twoInstancesAvailable('orders.concurrency.test.ts');

describe.skipIf(!pg)('store stock on two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let fx: ProductFixture;

  beforeAll(async () => {
    two = await openTwoInstances();
    fx = await insertProduct(two.db, { onHand: STOCK });
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  const ordersOfProduct = () =>
    two.db
      .select({ order: productOrders })
      .from(productOrders)
      .innerJoin(productOrderLines, eq(productOrderLines.orderId, productOrders.id))
      .where(eq(productOrderLines.productId, fx.productId));

  it(`${ATTEMPTS} concurrent orders of 1 for ${STOCK} in stock: exactly ${STOCK} held and paid, stock never negative`, async () => {
    const { a, b, db } = two;
    const replies = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => createOrder(i % 2 === 0 ? a : b, fx, { email: `buyer${i}@example.in` })),
    );
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status !== 201);
    expect(won).toHaveLength(STOCK);
    expect(lost.every((r) => r.status === 409 && r.body.code === 'out_of_stock')).toBe(true);
    expect(await ordersOfProduct()).toHaveLength(STOCK);
    expectStatus(await createOrder(b, fx), 409);

    // Every payment at once: the callback on both instances, payment.captured on both (one event
    // id, delivered twice) and order.paid on one.
    const created = won.map((r) => r.body.data as ProductOrderCreated);
    const paid: Array<{ c: ProductOrderCreated; cb: CheckoutSuccess }> = await Promise.all(
      created.map(async (c, i) => ({ c, cb: await silentPay(i % 2 ? a : b, c) })),
    );
    const statuses = await Promise.all(
      paid.flatMap(({ c, cb }, i) => {
        const p = { paymentId: cb.razorpay_payment_id, orderId: c.razorpayOrder.id, amount: c.razorpayOrder.amount };
        const captured = webhookBody('payment.captured', p);
        return [
          verify(a, { ...cb, bookingId: c.order._id }).then((r) => r.status),
          verify(b, cb).then((r) => r.status),
          postWebhook(a, captured, { eventId: `evt_cap_${i}` }).then((r) => r.status),
          postWebhook(b, captured, { eventId: `evt_cap_${i}` }).then((r) => r.status),
          postWebhook(i % 2 ? a : b, webhookBody('order.paid', p), { eventId: `evt_op_${i}` }).then((r) => r.status),
        ];
      }),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);

    const rows = await ordersOfProduct();
    expect(rows.filter((r) => r.order.paymentStatus === 'completed' && r.order.status === 'placed')).toHaveLength(STOCK);
    expect(await onHand(db, fx.productId)).toBe(0);
    for (const { c } of paid) expect(await mailsFor(db, c.order._id)).toHaveLength(1);
    expectStatus(await createOrder(a, fx), 409);
  }, 300_000);
});
