import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductOrderCard, ProductOrderCreated, ProductOrderView } from '@sankalp/shared/api/product-orders';
import type { Product } from '@sankalp/shared/api/catalog';
import { paymentOrders, productOrders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, MINUTE, registerUser, type TestUser } from '../auth/auth.test-utils';
import { postWebhook, sandboxPay, webhookBody } from '../payments/payments.test-utils';
import {
  address,
  createOrder,
  customer,
  getOrder,
  insertProduct,
  mailsFor,
  onHand,
  order,
  orderBody,
  orderRow,
  ordersOf,
  postOrder,
  silentPay,
  verify,
  type ProductFixture,
} from './orders.test-utils';

const clock = fakeClock();
let t: TestApp;
let fx: ProductFixture;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertProduct(t.db.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.db;
const orderCount = async () => Number((await db().select({ n: count() }).from(productOrders))[0]!.n);
const paymentCount = async () => Number((await db().select({ n: count() }).from(paymentOrders))[0]!.n);
const viewOf = (r: { body: { data?: unknown } }) => (r.body.data as { order: ProductOrderView }).order;
const stockOf = async (productId: string) =>
  ((await call(t.app, 'GET', `/api/v1/products/${productId}`)).body.data as { product: Product } | undefined)?.product;

describe('POST /product-orders/create → pay → verify (guest)', () => {
  it('writes a pending order holding its stock; the verified payment places it once', async () => {
    const before = await onHand(db(), fx.productId);
    const r = await createOrder(t.app, fx, { size: 'L', color: 'Maroon', quantity: 2, totalAmount: 1299 });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({ success: true, message: 'Order Created Successfully' });
    const created = r.body.data as ProductOrderCreated;
    // 499 + 50 + 100.50 = 649.50 a unit, two of them.
    expect(created.razorpayOrder).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 129900 });
    expect(created).toMatchObject({ amount: 1299, currency: 'INR', keyId: 'rzp_test_sandbox' });
    expect(created.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const o = created.order;
    expect(o).toMatchObject({
      kind: 'product_order',
      reference: expect.stringMatching(/^SNK-[2-9A-Z]{4}-[2-9A-Z]{2}$/),
      payment_status: 'pending',
      status: null,
      amount_total: 1299,
      order_id: created.razorpayOrder.id,
      hold_expires_at: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      customer: { full_name: 'Meera Sharma', phone_number: '+91 98765 43210', email_address: 'meera@example.in' },
      address_for_delivery: { ...address, pincode: 221001 },
      lines: [
        {
          product: { _id: fx.productId, name: fx.name, slug: fx.slug, category: 'cloths' },
          size: 'L',
          color: 'Maroon',
          base_price: 499,
          size_extra: 50,
          color_extra: 100.5,
          price: 649.5,
          quantity: 2,
          subtotal: 1299,
        },
      ],
      next_steps: { confirmation_call: expect.stringContaining('2-4 hours'), dispatch: expect.stringContaining('2-3 business days') },
    });
    expect(o).not.toHaveProperty('accessKey');

    const cb = await silentPay(t.app, created);
    const v = await verify(t.app, { ...cb, bookingId: o._id });
    expectStatus(v, 200);
    expect(v.body).toMatchObject({ success: true, status: 'success', message: 'Payment verified successfully' });
    expect(viewOf(v)).toMatchObject({ _id: o._id, payment_status: 'completed', status: 'placed', hold_expires_at: null });
    // A retried callback and the webhook change nothing.
    expectStatus(await verify(t.app, cb), 200);
    const p = { paymentId: cb.razorpay_payment_id, orderId: created.razorpayOrder.id, amount: 129900 };
    for (let i = 0; i < 2; i++)
      expect((await postWebhook(t.app, webhookBody('payment.captured', p), { eventId: 'evt_po_1' })).status).toBe(200);

    const read = await getOrder(t.app, o._id, { key: created.accessKey });
    expectStatus(read, 200);
    expect(viewOf(read)).toMatchObject({ payment_status: 'completed', status: 'placed', paid_at: clock.now().toISOString() });
    // Made to order: no stock taken from the limited variant.
    expect(await onHand(db(), fx.productId)).toBe(before);

    const mails = await mailsFor(db(), o._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'meera@example.in', dedupeKey: `product-order:${o._id}` });
    for (const text of [o.reference, fx.name, '2 × ₹649.50', '₹1,299', '2-4 hours', '2-3 business days'])
      expect(mails[0]!.text).toContain(text);
    expect(mails[0]!.text).toContain(
      `${t.app.ctx.config.publicUrl}/product-order-confirmation/${fx.slug}?order=${o._id}&key=${created.accessKey}`,
    );
  });

  it('a limited variant: held at create, taken off the shelf at payment', async () => {
    const p = await insertProduct(db(), { onHand: 5 });
    const created = await order(t.app, p, { quantity: 3 });
    expect(await onHand(db(), p.productId)).toBe(5);
    const stock = (await stockOf(p.productId))?.variants.stock;
    expect(stock).toContainEqual({ size: 'S', color: 'White', available: 2 });
    expect(stock).toContainEqual({ size: 'L', color: 'Maroon', available: null });
    expect(stock).toContainEqual({ size: 'S', color: 'Maroon', available: null });
    expectStatus(await verify(t.app, await silentPay(t.app, created)), 200);
    expect(await onHand(db(), p.productId)).toBe(2);
    expect((await stockOf(p.productId))?.variants.stock).toContainEqual({ size: 'S', color: 'White', available: 2 });
  });

  it('a cart order: several lines, one payment; repeated variants add up', async () => {
    const p = await insertProduct(db(), { onHand: 10 });
    const r = await postOrder(t.app, {
      ...orderBody(p),
      product_ref_id: undefined,
      selectedOptions: undefined,
      lines: [
        { product: p.productId, size: 'S', color: 'White', quantity: 2 },
        { product: fx.productId, size: 'L', color: 'White', quantity: 1 },
        { product: p.productId, size: 'S', color: 'White', quantity: 1 },
      ],
      pricing: { totalAmount: 3 * 499 + 549 },
    });
    expectStatus(r, 201);
    const created = r.body.data as ProductOrderCreated;
    expect(created.order.lines.map((l) => [l.product._id, l.size, l.color, l.quantity])).toEqual([
      [p.productId, 'S', 'White', 3],
      [fx.productId, 'L', 'White', 1],
    ]);
    expect(created.razorpayOrder.amount).toBe((3 * 499 + 549) * 100);
    expectStatus(await verify(t.app, await silentPay(t.app, created)), 200);
    expect(await onHand(db(), p.productId)).toBe(7);
  });
});

describe('signed in', () => {
  it('with a saved address (addressId): user id stored, id appended to productOrderIds with its card', async () => {
    const saved = await call(t.app, 'POST', `/api/v1/users/${user.id}/addresses`, {
      token: user.token,
      body: { ...address, city: 'Prayagraj' },
    });
    expectStatus(saved, 201);
    const addressId = (saved.body.data as { address: { _id: string } } | undefined)?.address?._id ??
      (saved.body as unknown as { address: { _id: string } }).address._id;
    const body = { ...orderBody(fx, { email: user.email }), address_for_delivery: undefined, addressId };
    const r = await postOrder(t.app, body, user.token);
    expectStatus(r, 201);
    const created = r.body.data as ProductOrderCreated;
    expect(created.order.address_for_delivery).toMatchObject({ city: 'Prayagraj', pincode: 221001 });
    expect((await orderRow(db(), created.order._id)).userId).toBe(user.id);
    const pay = await sandboxPay(t.app, created.razorpayOrder.id, { deliver: 'sync' });
    expectStatus(pay, 200);
    expectStatus(await verify(t.app, pay.body), 200);

    // The owner's session reads it without the key; another user's session does not.
    expectStatus(await getOrder(t.app, created.order._id, { token: user.token }), 200);
    expectStatus(await getOrder(t.app, created.order._id, { token: other.token }), 404);

    const stuff = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
    expectStatus(stuff, 200);
    const cards = (stuff.body.data as { productOrderIds: ProductOrderCard[] }).productOrderIds;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      _id: created.order._id,
      kind: 'product_order',
      status: 'placed',
      payment_status: 'completed',
      amount_total: 499,
    });
  });

  it("another user's saved address, or addressId as a guest: 400, nothing written", async () => {
    const saved = await call(t.app, 'POST', `/api/v1/users/${other.id}/addresses`, { token: other.token, body: address });
    expectStatus(saved, 201);
    const addressId = (saved.body.data as { address: { _id: string } } | undefined)?.address?._id ??
      (saved.body as unknown as { address: { _id: string } }).address._id;
    const before = await orderCount();
    const body = { ...orderBody(fx), address_for_delivery: undefined, addressId };
    const mine = await postOrder(t.app, body, user.token);
    expectStatus(mine, 400);
    expect(mine.body).toMatchObject({ message: 'Address not found' });
    expectStatus(await postOrder(t.app, body), 400);
    expect(await orderCount()).toBe(before);
  });
});

describe('rules', () => {
  it('a tampered total: 409 total_changed with the current figure, nothing written', async () => {
    const [orders, payments] = [await orderCount(), await paymentCount()];
    const r = await createOrder(t.app, fx, { size: 'L', totalAmount: 499 });
    expectStatus(r, 409);
    expect(r.body).toMatchObject({ code: 'total_changed' });
    expect(JSON.stringify(r.body)).toContain('549');
    expect([await orderCount(), await paymentCount()]).toEqual([orders, payments]);
  });

  it('a size or colour of another product, or an unknown product: 400', async () => {
    const before = await orderCount();
    const size = await createOrder(t.app, fx, { size: 'XXL' });
    expectStatus(size, 400);
    expect(size.body).toMatchObject({ message: 'Please select a valid size' });
    const color = await createOrder(t.app, fx, { color: 'Blue' });
    expectStatus(color, 400);
    expect(color.body).toMatchObject({ message: 'Please select a valid colour' });
    expectStatus(await createOrder(t.app, fx, { product: '00000000-0000-4000-8000-000000000000' }), 400);
    expectStatus(await createOrder(t.app, fx, { size: 'S\u0000' }), 400);
    expectStatus(await createOrder(t.app, fx, { size: 'S'.repeat(10_000) }), 400);
    // Exponent and huge client totals are a changed total, never a 500.
    expect((await createOrder(t.app, fx, { totalAmount: 1e308 })).body).toMatchObject({ code: 'total_changed' });
    expect(await orderCount()).toBe(before);
  });

  it('quantity: a whole number from 1 to 10 per variant (repeated lines add up)', async () => {
    for (const quantity of [0, -1, 1.5, 11, '2', 1e20, null]) {
      const r = await createOrder(t.app, fx, { quantity });
      expectStatus(r, 400);
    }
    expectStatus(await createOrder(t.app, fx, { quantity: 10 }), 201);
    const merged = await postOrder(t.app, {
      ...orderBody(fx),
      product_ref_id: undefined,
      selectedOptions: undefined,
      lines: [
        { product: fx.productId, size: 'S', color: 'White', quantity: 6 },
        { product: fx.productId, size: 'S', color: 'White', quantity: 5 },
      ],
    });
    expectStatus(merged, 400);
  });

  it("customer and address rules with the spec's messages; NUL characters are 400, never 500", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ customer: { ...customer(), full_name: '' } }, 'Full name is required'],
      [{ customer: { ...customer(), full_name: 'M' } }, 'Name must be at least 2 characters'],
      [{ customer: { ...customer(), full_name: 'Meera Sharma Meera Sharma X' } }, 'Name cannot exceed 25 characters'],
      [{ customer: { ...customer(), full_name: 'Meera; Sharma' } }, 'Name can only contain letters and spaces'],
      [{ customer: { ...customer(), phone_number: '98765' } }, 'Phone number must have at least 10 digits'],
      [{ customer: { ...customer(), phone_number: '9876543210123456' } }, 'Phone number cannot exceed 15 digits'],
      [{ customer: { ...customer(), email_address: 'meera@' } }, 'Please enter a valid email address'],
      [{ customer: { ...customer(), email_address: 'me\u0000ra@example.in' } }, 'Please enter a valid email address'],
      [{ address_for_delivery: { ...address, addressLine1: '12' } }, 'Address must be at least 5 characters'],
      [{ address_for_delivery: { ...address, addressLine1: '12 Temple\u0000 Road' } }, 'Please enter a valid address'],
      [{ address_for_delivery: { ...address, city: 'V4ranasi' } }, 'City can only contain letters and spaces'],
      [{ address_for_delivery: { ...address, pincode: '021001' } }, 'Please enter a valid 6-digit pincode'],
      [{ address_for_delivery: { ...address, state: 'Atlantis' } }, 'Please select a valid state'],
      [{ address_for_delivery: undefined }, 'Please select or enter a delivery address'],
    ];
    const before = await orderCount();
    for (const [over, message] of cases) {
      const r = await createOrder(t.app, fx, { over });
      expectStatus(r, 400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('stock holds', () => {
  it('not enough stock: 409 out_of_stock "Only N left", nothing written; holds lapse after 15 minutes', async () => {
    const p = await insertProduct(db(), { onHand: 3 });
    await order(t.app, p, { quantity: 2 });
    const before = [await orderCount(), await paymentCount()];
    const short = await createOrder(t.app, p, { quantity: 2 });
    expectStatus(short, 409);
    expect(short.body).toMatchObject({ code: 'out_of_stock', message: 'Only 1 left' });
    expect(JSON.stringify(short.body)).toContain('"available":1');
    expect([await orderCount(), await paymentCount()]).toEqual(before);
    await order(t.app, p, { quantity: 1 });
    const sold = await createOrder(t.app, p);
    expectStatus(sold, 409);
    expect(sold.body).toMatchObject({ code: 'out_of_stock', message: 'This item is sold out' });

    clock.advance(15 * MINUTE - 1);
    expectStatus(await createOrder(t.app, p), 409);
    clock.advance(1);
    expect((await stockOf(p.productId))?.variants.stock).toContainEqual({ size: 'S', color: 'White', available: 3 });
    await order(t.app, p, { quantity: 3 });
  });

  it('a failed payment releases its hold at once', async () => {
    const p = await insertProduct(db(), { onHand: 1 });
    const created = await order(t.app, p);
    expectStatus(await createOrder(t.app, p), 409);
    expectStatus(await sandboxPay(t.app, created.razorpayOrder.id, { outcome: 'failure', deliver: 'sync' }), 200);
    expect((await orderRow(db(), created.order._id)).paymentStatus).toBe('failed');
    await order(t.app, p);
  });

  it('a sold-out variant (0 on hand) refuses; made to order never runs out', async () => {
    const p = await insertProduct(db(), { onHand: 0 });
    expect((await createOrder(t.app, p)).body).toMatchObject({ code: 'out_of_stock' });
    await order(t.app, p, { size: 'L', color: 'Maroon', quantity: 10 });
    await order(t.app, p, { size: 'S', color: 'Maroon', quantity: 10 });
  });

  it('paid after its hold lapsed, stock still there: placed', async () => {
    const p = await insertProduct(db(), { onHand: 2 });
    const late = await order(t.app, p);
    clock.advance(20 * MINUTE);
    const holding = await order(t.app, p);
    expectStatus(await verify(t.app, await silentPay(t.app, late)), 200);
    expect((await orderRow(db(), late.order._id)).status).toBe('placed');
    expect(await onHand(db(), p.productId)).toBe(1);
    expectStatus(await verify(t.app, await silentPay(t.app, holding)), 200);
    expect(await onHand(db(), p.productId)).toBe(0);
  });

  it('paid after its hold lapsed, stock gone meanwhile: flagged for review, refund e-mail, not placed', async () => {
    const p = await insertProduct(db(), { onHand: 1 });
    const late = await order(t.app, p);
    clock.advance(16 * MINUTE);
    const punctual = await order(t.app, p);
    expectStatus(await verify(t.app, await silentPay(t.app, punctual)), 200);

    const cb = await silentPay(t.app, late);
    const v = await verify(t.app, { ...cb, bookingId: late.order._id });
    expectStatus(v, 200);
    expect(v.body).toMatchObject({ success: false, status: 'review', code: 'out_of_stock' });
    expect(v.body.message).toContain('refunded in full');
    expect((await verify(t.app, cb)).body).toMatchObject({ status: 'review', code: 'out_of_stock' });

    expect(await onHand(db(), p.productId)).toBe(0);
    expect(await orderRow(db(), late.order._id)).toMatchObject({ paymentStatus: 'expired', status: null, paymentId: null });
    const [po] = await ordersOf(db(), late.order._id);
    expect(po).toMatchObject({ status: 'paid', needsReview: true, reviewCode: 'out_of_stock' });
    const view = viewOf(await getOrder(t.app, late.order._id, { key: late.accessKey }));
    expect(view).toMatchObject({ payment_status: 'expired', needs_review: true, status: null });
    const mails = await mailsFor(db(), late.order._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.dedupeKey).toBe(`product-order-refund:${late.order._id}`);
    expect(mails[0]!.text).toContain('refunded in full');
  });

  it('concurrent creates never hold more than there is', async () => {
    const p = await insertProduct(db(), { onHand: 5 });
    const replies = await Promise.all(Array.from({ length: 12 }, () => createOrder(t.app, p)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 409 && r.body.code === 'out_of_stock')).toHaveLength(7);
  });
});

describe('access', () => {
  it('no key, a wrong key, an unknown id: 404; verify with garbage: failed, never 500', async () => {
    const created = await order(t.app, fx);
    const id = created.order._id;
    expectStatus(await getOrder(t.app, id), 404);
    expectStatus(await getOrder(t.app, id, { key: 'x'.repeat(32) }), 404);
    expectStatus(await getOrder(t.app, id, { token: user.token }), 404);
    expectStatus(await getOrder(t.app, '00000000-0000-4000-8000-000000000000', { key: created.accessKey }), 404);
    expectStatus(await getOrder(t.app, id, { key: created.accessKey }), 200);
    for (const body of [{}, { bookingId: id }, { razorpay_order_id: 'x\u0000', razorpay_payment_id: 1, razorpay_signature: [] }]) {
      const v = await verify(t.app, body);
      expectStatus(v, 400);
      expect(v.body).toMatchObject({ status: 'failed', code: 'verify_failed' });
    }
  });
});
