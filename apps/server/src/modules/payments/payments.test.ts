import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { paymentOrders, paymentTransactions, paymentWebhookEvents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, MINUTE, HOUR } from '../auth/auth.test-utils';
import {
  book,
  bookingRow,
  insertFixture,
  joinedNo,
  mailsFor,
  ordersOf,
  verify,
  type Created,
  type Fixture,
} from '../bookings/bookings.test-utils';
import { postWebhook, sandboxPay, webhookBody, type CheckoutSuccess } from './payments.test-utils';
import { sandboxDeliveriesSettled, sandboxEnabled } from './payments.routes';
import { hmacSha256Hex } from './signatures';
import { reconcilePayments } from './reconcile';

const clock = fakeClock();
let t: TestApp;
let fx: Fixture;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertFixture(t.db.db, clock.now());
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.db;
const orderOf = async (created: Created) =>
  (await ordersOf(db(), created.booking._id)).find((o) => o.providerOrderId === created.order.id)!;
const eventsCount = async () => Number((await db().select({ n: count() }).from(paymentWebhookEvents))[0]!.n);

/** A sandbox payment whose callback and webhooks are not delivered (we deliver them by hand). */
async function silentPayment(created: Created, outcome: 'success' | 'failure' = 'success') {
  const r = await sandboxPay(t.app, created.order.id, { outcome, deliver: 'none' });
  expectStatus(r, 200);
  if (outcome === 'success') return r.body as unknown as CheckoutSuccess;
  const err = (r.body as { error: { metadata: { payment_id: string } } }).error;
  return { razorpay_payment_id: err.metadata.payment_id, razorpay_order_id: created.order.id, razorpay_signature: '' };
}

describe('GET /payments/config', () => {
  it('answers the provider and the key id Checkout opens with', async () => {
    const r = await call(t.app, 'GET', '/api/v1/payments/config');
    expectStatus(r, 200);
    expect(r.body.data).toEqual({ provider: 'sandbox', keyId: 'rzp_test_sandbox' });
    expect(r.body).toMatchObject({ provider: 'sandbox', keyId: 'rzp_test_sandbox' });
  });
});

describe('POST /payments/sandbox/pay', () => {
  it("answers Checkout's success handler arguments, and with deliver 'sync' the webhooks alone make the booking paid", async () => {
    const created = await book(t.app, fx);
    const r = await sandboxPay(t.app, created.order.id, { deliver: 'sync' });
    expectStatus(r, 200);
    expect(Object.keys(r.body).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(r.body.razorpay_order_id).toBe(created.order.id);
    expect(r.body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(r.body.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    // payment.captured and order.paid were both processed; the second changed nothing.
    const [tx] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.providerPaymentId, String(r.body.razorpay_payment_id)));
    expect(tx).toMatchObject({ status: 'captured', source: 'webhook', amountPaise: 200100 });
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
    // The order cannot be paid twice.
    expectStatus(await sandboxPay(t.app, created.order.id), 400);
  });

  it('pays an order once when two pays come at once, and 404s an order it never made', async () => {
    const created = await book(t.app, fx);
    const [a, b] = await Promise.all([
      sandboxPay(t.app, created.order.id, { deliver: 'none' }),
      sandboxPay(t.app, created.order.id, { deliver: 'none' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((a.status === 400 ? a : b).body.message).toBe('This order has already been paid');
    const paid = (a.status === 200 ? a : b).body as unknown as CheckoutSuccess;
    expectStatus(await verify(t.app, created.booking._id, paid), 200);
    expect((await orderOf(created)).needsReview).toBe(false);
    const r = await sandboxPay(t.app, 'order_NoSuchOrder0001', { deliver: 'none' });
    expectStatus(r, 404);
    expect(r.body.message).toBe('Order not found');
  });

  it("answers Checkout's payment.failed shape for a failure", async () => {
    const created = await book(t.app, fx);
    const r = await sandboxPay(t.app, created.order.id, {
      outcome: 'failure',
      description: 'Card declined',
      deliver: 'sync',
    });
    expectStatus(r, 200);
    expect(r.body).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Card declined',
        reason: 'payment_failed',
        metadata: { order_id: created.order.id },
      },
    });
    expect((r.body.error as { metadata: { payment_id: string } }).metadata.payment_id).toMatch(/^pay_/);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('failed');
    expect((await orderOf(created)).status).toBe('failed');
  });

  it("delivers after answering with 'async' (callback and webhook race): one transition", async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    const r = await sandboxPay(t.app, created.order.id, { deliver: 'async' });
    const v = await verify(t.app, created.booking._id, r.body as unknown as CheckoutSuccess);
    expectStatus(v, 200);
    await sandboxDeliveriesSettled();
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it('validates its body and knows only sandbox orders', async () => {
    expectStatus(
      await call(t.app, 'POST', '/api/v1/payments/sandbox/pay', {
        ip: '127.0.0.1',
        body: { order_id: 'order_Nope0000000000', outcome: 'success' },
      }),
      404,
    );
    expectStatus(
      await call(t.app, 'POST', '/api/v1/payments/sandbox/pay', { ip: '127.0.0.1', body: { order_id: 'x', outcome: 'maybe' } }),
      400,
    );
  });

  it('exists only outside production and without real keys', () => {
    expect(sandboxEnabled(loadConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(sandboxEnabled(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://sankalp.example', PAYMENTS_SANDBOX: 'allow' }))).toBe(false);
    expect(
      sandboxEnabled(loadConfig({ NODE_ENV: 'development', RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_KEY_SECRET: 's' })),
    ).toBe(false);
  });
});

describe('POST /payments/webhook', () => {
  it('refuses a wrong secret, a re-serialised body, a missing header and a one-character change with 400, changing nothing', async () => {
    const events = await eventsCount();
    const c2 = await book(t.app, fx);
    const cb2 = await silentPayment(c2);
    const body2 = webhookBody('payment.captured', {
      paymentId: cb2.razorpay_payment_id,
      orderId: c2.order.id,
      amount: 200100,
    });
    const reserialised = JSON.stringify(JSON.parse(body2), null, 1);
    const sig2 = hmacSha256Hex(t.app.ctx.secrets.sandboxWebhookSecret, body2);
    const flipped = sig2.slice(0, 5) + (sig2[5] === 'a' ? 'b' : 'a') + sig2.slice(6);
    const attempts = [
      await postWebhook(t.app, body2, { secret: 'not_the_webhook_secret', eventId: 'evt_bad1' }),
      await postWebhook(t.app, reserialised, { signature: sig2, eventId: 'evt_bad2' }),
      await postWebhook(t.app, body2, { signature: null, eventId: 'evt_bad3' }),
      await postWebhook(t.app, body2, { signature: flipped, eventId: 'evt_bad4' }),
      await postWebhook(t.app, body2.replace('200100', '200101'), { signature: sig2, eventId: 'evt_bad5' }),
    ];
    for (const a of attempts) {
      expect(a.status).toBe(400);
      expect(a.body).toMatchObject({ success: false, message: 'Invalid webhook signature' });
    }
    expect((await bookingRow(db(), c2.booking._id)).paymentStatus).toBe('pending');
    expect(await eventsCount()).toBe(events);
    expect(await mailsFor(db(), c2.booking._id)).toHaveLength(0);
    // The genuine delivery is then accepted.
    expect((await postWebhook(t.app, body2, { eventId: 'evt_good' })).body.data).toEqual({ outcome: 'paid' });
    expect(await mailsFor(db(), c2.booking._id)).toHaveLength(1);
  });

  it('answers 2xx and ignores an unknown order or an event it does not handle', async () => {
    const unknown = await postWebhook(
      t.app,
      webhookBody('payment.captured', { paymentId: 'pay_Unknown0000000', orderId: 'order_Unknown000000', amount: 100 }),
      { eventId: 'evt_unknown' },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ outcome: 'unknown_order' });
    const other = await postWebhook(t.app, JSON.stringify({ event: 'refund.created', payload: {} }), {
      eventId: 'evt_refund',
    });
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ outcome: 'ignored' });
  });

  it('the same webhook 10× in a row: one transition, one e-mail, joinedNo + 1', async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    const cb = await silentPayment(created);
    const body = webhookBody('payment.captured', {
      paymentId: cb.razorpay_payment_id,
      orderId: created.order.id,
      amount: 200100,
    });
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push((await postWebhook(t.app, body, { eventId: 'evt_seq_1' })).body.data);
    expect(outcomes[0]).toEqual({ outcome: 'paid' });
    expect(outcomes.slice(1).every((o) => (o as { outcome: string }).outcome === 'duplicate_event')).toBe(true);
    // The same payment under other event ids (Razorpay's order.paid, or a redelivery with a new id) changes nothing either.
    const orderPaid = webhookBody('order.paid', {
      paymentId: cb.razorpay_payment_id,
      orderId: created.order.id,
      amount: 200100,
    });
    expect((await postWebhook(t.app, orderPaid, { eventId: 'evt_seq_2' })).body.data).toEqual({
      outcome: 'already_paid',
    });
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it('the same webhook 10× at once: one transition, one e-mail, joinedNo + 1', async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    const cb = await silentPayment(created);
    const body = webhookBody('payment.captured', {
      paymentId: cb.razorpay_payment_id,
      orderId: created.order.id,
      amount: 200100,
    });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => postWebhook(t.app, body, { eventId: 'evt_conc_1' })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => (r.body.data as { outcome: string }).outcome === 'paid')).toHaveLength(1);
    // …and 10 distinct event ids for the same payment, at once.
    const more = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postWebhook(t.app, body, { eventId: `evt_conc_2_${i}` })),
    );
    expect(more.every((r) => r.status === 200 && (r.body.data as { outcome: string }).outcome === 'already_paid')).toBe(
      true,
    );
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it('callback and webhook for one payment, at once: one transition', async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    const cb = await silentPayment(created);
    const body = webhookBody('payment.captured', {
      paymentId: cb.razorpay_payment_id,
      orderId: created.order.id,
      amount: 200100,
    });
    const [v, w, v2] = await Promise.all([
      verify(t.app, created.booking._id, cb),
      postWebhook(t.app, body, { eventId: 'evt_race_1' }),
      verify(t.app, created.booking._id, cb),
    ]);
    expectStatus(v, 200);
    expectStatus(v2, 200);
    expect(w.status).toBe(200);
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
    const [tx] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.providerPaymentId, cb.razorpay_payment_id));
    expect(tx!.status).toBe('captured'); // authorized (callback) and captured (webhook) meet on one row
  });

  it('payment.failed, then a captured payment: paid', async () => {
    const created = await book(t.app, fx);
    const failed = await silentPayment(created, 'failure');
    const f = await postWebhook(
      t.app,
      webhookBody('payment.failed', {
        paymentId: failed.razorpay_payment_id,
        orderId: created.order.id,
        amount: 200100,
      }),
      { eventId: 'evt_f1' },
    );
    expect(f.body.data).toEqual({ outcome: 'failed' });
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('failed');
    const ok = await silentPayment(created);
    const c = await postWebhook(
      t.app,
      webhookBody('payment.captured', { paymentId: ok.razorpay_payment_id, orderId: created.order.id, amount: 200100 }),
      { eventId: 'evt_f2' },
    );
    expect(c.body.data).toEqual({ outcome: 'paid' });
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect((await orderOf(created)).status).toBe('paid');
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it('paid, then a failed attempt: stays paid', async () => {
    const created = await book(t.app, fx);
    const ok = await silentPayment(created);
    expectStatus(await verify(t.app, created.booking._id, ok), 200);
    const late = await postWebhook(
      t.app,
      webhookBody('payment.failed', { paymentId: 'pay_LateFailure0000', orderId: created.order.id, amount: 200100 }),
      { eventId: 'evt_pf1' },
    );
    expect(late.body.data).toEqual({ outcome: 'recorded' });
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect((await orderOf(created)).status).toBe('paid');
  });

  it('a captured amount that differs from the order is flagged for review, not fulfilled', async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    const r = await postWebhook(
      t.app,
      webhookBody('payment.captured', { paymentId: 'pay_WrongAmount000', orderId: created.order.id, amount: 100 }),
      { eventId: 'evt_amt1' },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ outcome: 'flagged' });
    const order = await orderOf(created);
    expect(order).toMatchObject({ status: 'pending', needsReview: true });
    expect(order.flaggedReason).toMatch(/amount mismatch/);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('pending');
    expect(await joinedNo(db(), fx.pujaId)).toBe(before);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(0);
  });

  it('a second captured payment on a paid order is flagged (refund review), the booking stays paid once', async () => {
    const created = await book(t.app, fx);
    const first = await silentPayment(created);
    expectStatus(await verify(t.app, created.booking._id, first), 200);
    const r = await postWebhook(
      t.app,
      webhookBody('payment.captured', { paymentId: 'pay_SecondPayment0', orderId: created.order.id, amount: 200100 }),
      { eventId: 'evt_dup1' },
    );
    expect(r.body.data).toEqual({ outcome: 'already_paid' });
    const order = await orderOf(created);
    expect(order).toMatchObject({ status: 'paid', paidPaymentId: first.razorpay_payment_id, needsReview: true });
    expect(order.flaggedReason).toMatch(/second payment pay_SecondPayment0/);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });
});

describe('the reconciler', () => {
  it('settles a paid booking whose callback and webhook were both lost, after 15 minutes', async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    await silentPayment(created); // captured at the provider; nobody told us
    clock.advance(14 * MINUTE);
    await reconcilePayments(t.app.ctx);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('pending');
    clock.advance(2 * MINUTE);
    const summary = await reconcilePayments(t.app.ctx);
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
    // Running again (or a late webhook) changes nothing.
    await reconcilePayments(t.app.ctx);
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
  });

  it('marks an order with only failed attempts failed (still payable), and never pays a wrong amount', async () => {
    const created = await book(t.app, fx);
    await silentPayment(created, 'failure');
    clock.advance(16 * MINUTE);
    await reconcilePayments(t.app.ctx);
    expect((await orderOf(created)).status).toBe('failed');
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('failed');
    // A later success on the same order is still found.
    await silentPayment(created);
    clock.advance(2 * MINUTE);
    await reconcilePayments(t.app.ctx);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
  });

  it('expires bookings unpaid after 24 hours; money captured later still makes them paid', async () => {
    const created = await book(t.app, fx);
    const abandoned = await book(t.app, fx);
    clock.advance(24 * HOUR + MINUTE);
    const summary = await reconcilePayments(t.app.ctx);
    expect(summary.expired).toBeGreaterThanOrEqual(2);
    expect((await orderOf(created)).status).toBe('expired');
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('expired');
    expect((await bookingRow(db(), abandoned.booking._id)).paymentStatus).toBe('expired');
    // expired → paid: a payment captured after expiry is never lost.
    const late = await silentPayment(created);
    const r = await postWebhook(
      t.app,
      webhookBody('payment.captured', {
        paymentId: late.razorpay_payment_id,
        orderId: created.order.id,
        amount: 200100,
      }),
      { eventId: 'evt_late1' },
    );
    expect(r.body.data).toEqual({ outcome: 'paid' });
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    // An expired booking takes no more chadhava.
    const c = await call(t.app, 'POST', '/api/v1/poojabooking/chadhavabooking', {
      body: { pujaId: abandoned.booking._id, pandit_dakshina_amount: 11, total_amount: 2012, key: abandoned.accessKey },
    });
    expectStatus(c, 409);
    expect(c.body.message).toBe('This booking has expired. Please book again.');
    const rows = await db().select().from(paymentOrders).where(eq(paymentOrders.status, 'pending'));
    // Every old pending order expired, except one flagged for review (money arrived: a person decides).
    const stale = rows.filter((o) => o.createdAt.getTime() <= clock.now().getTime() - 24 * HOUR);
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.every((o) => o.needsReview)).toBe(true);
  });
});
