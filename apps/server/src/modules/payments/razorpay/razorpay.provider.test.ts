import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, expectStatus, fakeClock, MINUTE } from '../../auth/auth.test-utils';
import {
  book,
  bookingRow,
  insertFixture,
  mailsFor,
  ordersOf,
  verify,
  type Fixture,
} from '../../bookings/bookings.test-utils';
import { grant, makeStaff } from '../../admin/admin.test-utils';
import { refundWebhookBody } from '../../admin/refunds.test-utils';
import { postWebhook, webhookBody } from '../payments.test-utils';
import { ensureProviderOrder, setPaymentProvider } from '../payments.service';
import { ProviderError } from '../provider';
import { reconcilePayments } from '../reconcile';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay';
import { createRazorpayProvider } from './razorpay.provider';

// The razorpay adapter's whole code path (the official SDK and its HTTP client) against a local
// fake of Razorpay's API: the SDK has no host option, the adapter sets its axios base URL.

const KEY_ID = 'rzp_test_FakeKey00001';
const KEY_SECRET = 'fake_key_secret_0123456789';
const WEBHOOK_SECRET = 'fake_webhook_secret_abcdef';
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay(KEY_ID, KEY_SECRET);
});
afterAll(async () => {
  await fake?.close();
});

describe('razorpay adapter (SDK → local fake)', () => {
  const provider = () =>
    createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: fake.baseUrl,
    });

  it('creates an order in paise with receipt and notes, over basic auth', async () => {
    const order = await provider().createOrder({
      amountPaise: 85100,
      currency: 'INR',
      receipt: 'pb_test_receipt_1',
      notes: { puja: 'Rudrabhishek' },
    });
    expect(order).toMatchObject({ amount: 85100, currency: 'INR', receipt: 'pb_test_receipt_1', status: 'created' });
    expect(order.id).toMatch(/^order_/);
    const req = fake.requests.at(-1)!;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 85100, currency: 'INR', receipt: 'pb_test_receipt_1', notes: { puja: 'Rudrabhishek' } },
    });
    expect(req.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  });

  it("fetches an order's payments in the interface's shape", async () => {
    const p = provider();
    const order = await p.createOrder({ amountPaise: 50100, currency: 'INR', receipt: 'pb_test_receipt_2', notes: {} });
    expect(await p.fetchOrderPayments(order.id)).toEqual([]);
    const failed = fake.pay(order.id, { status: 'failed' });
    const captured = fake.pay(order.id);
    expect(await p.fetchOrderPayments(order.id)).toEqual([
      {
        id: failed.id,
        order_id: order.id,
        amount: 50100,
        currency: 'INR',
        status: 'failed',
        error_code: 'BAD_REQUEST_ERROR',
        error_description: 'Payment failed',
      },
      {
        id: captured.id,
        order_id: order.id,
        amount: 50100,
        currency: 'INR',
        status: 'captured',
        error_code: null,
        error_description: null,
      },
    ]);
  });

  it('turns API errors, outages and network failures into ProviderError', async () => {
    const wrongKey = createRazorpayProvider({ keyId: KEY_ID, keySecret: 'wrong', baseUrl: fake.baseUrl });
    await expect(
      wrongKey.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({ statusCode: 401 });
    await expect(provider().fetchOrderPayments('order_DoesNotExist00')).rejects.toBeInstanceOf(ProviderError);
    await expect(provider().createOrder({ amountPaise: 10, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(
      /atleast INR 1.00/,
    );
    fake.failNext(1);
    await expect(
      provider().createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({ statusCode: 500 });
    const nowhere = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(nowhere.fetchOrderPayments('order_x')).rejects.toBeInstanceOf(ProviderError);
  });

  it("refunds a captured payment in part and in full through the SDK, with Razorpay's refusals as ProviderError", async () => {
    const p = provider();
    const order = await p.createOrder({
      amountPaise: 200100,
      currency: 'INR',
      receipt: 'pb_test_receipt_rf',
      notes: {},
    });
    const payment = fake.pay(order.id);
    const part = await p.refundPayment(payment.id, {
      amountPaise: 100000,
      receipt: 'rf_test_1',
      notes: { sankalp_refund_id: 'r1' },
    });
    expect(part).toEqual({
      id: part.id,
      payment_id: payment.id,
      amount: 100000,
      currency: 'INR',
      status: 'processed',
      receipt: 'rf_test_1',
      notes: { sankalp_refund_id: 'r1' },
    });
    expect(part.id).toMatch(/^rfnd_/);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: `/v1/payments/${payment.id}/refund`,
      body: { amount: 100000, receipt: 'rf_test_1', notes: { sankalp_refund_id: 'r1' }, speed: 'normal' },
    });
    // More than is left: Razorpay's 400 BAD_REQUEST_ERROR.
    await expect(
      p.refundPayment(payment.id, { amountPaise: 100101, receipt: 'rf_test_2', notes: {} }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST_ERROR',
      message: expect.stringMatching(/greater than amount captured/),
    });
    const rest = await p.refundPayment(payment.id, { amountPaise: 100100, receipt: 'rf_test_3', notes: {} });
    expect(rest.status).toBe('processed');
    await expect(p.refundPayment(payment.id, { amountPaise: 100, receipt: 'rf_test_4', notes: {} })).rejects.toThrow(
      /fully refunded already/,
    );
    expect(await p.fetchRefund(payment.id, part.id)).toMatchObject({
      id: part.id,
      amount: 100000,
      status: 'processed',
    });
    await expect(p.fetchRefund(payment.id, 'rfnd_Nobody')).rejects.toBeInstanceOf(ProviderError);
    const failed = fake.pay(order.id, { status: 'failed' });
    await expect(p.refundPayment(failed.id, { amountPaise: 100, receipt: 'rf_test_5', notes: {} })).rejects.toThrow(
      /captured before refund/,
    );
  });

  it('verifies checkout and webhook signatures with its own secrets', () => {
    const p = provider();
    expect(p.kind).toBe('razorpay');
    expect(p.keyId).toBe(KEY_ID);
    expect(p.verifyCheckoutSignature('order_a', 'pay_b', hmac(KEY_SECRET, 'order_a|pay_b'))).toBe(true);
    expect(p.verifyCheckoutSignature('order_a', 'pay_b', hmac(WEBHOOK_SECRET, 'order_a|pay_b'))).toBe(false);
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(p.verifyWebhook(raw, hmac(WEBHOOK_SECRET, raw.toString()))).toBe(true);
    expect(p.verifyWebhook(raw, hmac(KEY_SECRET, raw.toString()))).toBe(false);
  });
});

describe('puja booking end to end with the razorpay adapter', () => {
  const clock = fakeClock();
  let t: TestApp;
  let fx: Fixture;

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      now: clock.now,
      env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    // Same keys, but the SDK talks to the fake instead of api.razorpay.com.
    setPaymentProvider(
      t.app.ctx,
      createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        baseUrl: fake.baseUrl,
      }),
    );
    fx = await insertFixture(t.db.db, clock.now());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the live provider in config, and has no sandbox pay endpoint', async () => {
    const r = await call(t.app, 'GET', '/api/v1/payments/config');
    expect(r.body.data).toEqual({ provider: 'razorpay', keyId: KEY_ID });
    expectStatus(
      await call(t.app, 'POST', '/api/v1/payments/sandbox/pay', { body: { order_id: 'order_x', outcome: 'success' } }),
      404,
    );
  });

  it('creates the Razorpay order once per booking, and a checkout signature made with the key secret makes it paid', async () => {
    const created = await book(t.app, fx);
    expect(created.keyId).toBe(KEY_ID);
    const remote = fake.orders.get(created.order.id)!;
    expect(remote).toMatchObject({ amount: 200100, currency: 'INR' });
    expect(remote.receipt!.length).toBeLessThanOrEqual(40);
    expect(remote.notes).toMatchObject({
      booking_id: created.booking._id,
      puja: 'Rudrabhishek Puja',
      package: 'Family',
      gotra: 'Kashyap',
    });
    // A retried create finds our row and never asks Razorpay again.
    const [row] = await ordersOf(t.db.db, created.booking._id);
    const posts = fake.requests.filter((r) => r.method === 'POST').length;
    expect((await ensureProviderOrder(t.app.ctx, row!.id)).providerOrderId).toBe(created.order.id);
    expect(fake.requests.filter((r) => r.method === 'POST').length).toBe(posts);

    const payment = fake.pay(created.order.id);
    const forged = await verify(t.app, created.booking._id, {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmac('rzp_sandbox_or_guess', `${created.order.id}|${payment.id}`),
    });
    expectStatus(forged, 400);
    const v = await verify(t.app, created.booking._id, {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: hmac(KEY_SECRET, `${created.order.id}|${payment.id}`),
    });
    expectStatus(v, 200);
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('completed');
  });

  it('a webhook signed with RAZORPAY_WEBHOOK_SECRET makes a booking paid; the sandbox secret does not', async () => {
    const created = await book(t.app, fx);
    const payment = fake.pay(created.order.id);
    const body = webhookBody('payment.captured', { paymentId: payment.id, orderId: created.order.id, amount: 200100 });
    expect((await postWebhook(t.app, body, { eventId: 'evt_rz_1' })).status).toBe(400); // signed with the sandbox secret
    expect((await postWebhook(t.app, body, { eventId: 'evt_rz_1', secret: WEBHOOK_SECRET })).body.data).toEqual({
      outcome: 'paid',
    });
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('completed');
    expect(await mailsFor(t.db.db, created.booking._id)).toHaveLength(1);
  });

  it('the reconciler asks Razorpay (through the SDK) and settles a payment nobody told us about', async () => {
    const created = await book(t.app, fx);
    fake.pay(created.order.id, { status: 'failed' });
    fake.pay(created.order.id);
    clock.advance(16 * MINUTE);
    await reconcilePayments(t.app.ctx);
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('completed');
    expect(fake.requests.some((r) => r.url === `/v1/orders/${created.order.id}/payments`)).toBe(true);
  });

  it('an operator refunds half through Razorpay: processed at once, the devotee sees it; an outage is a 502', async () => {
    const operator = await makeStaff(t, [grant('operator')], { now: clock.now() });
    const created = await book(t.app, fx);
    const payment = fake.pay(created.order.id);
    expectStatus(
      await verify(t.app, created.booking._id, {
        razorpay_order_id: created.order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmac(KEY_SECRET, `${created.order.id}|${payment.id}`),
      }),
      200,
    );
    const body = { kind: 'puja_booking', id: created.booking._id, amount: 1000.5 };
    fake.failNext(1);
    const down = await call(t.app, 'POST', '/api/v1/admin/refunds', { token: operator.token, body });
    expectStatus(down, 502);
    expect(down.body.code).toBe('refund_failed');
    const r = await call(t.app, 'POST', '/api/v1/admin/refunds', { token: operator.token, body });
    expectStatus(r, 201);
    expect((r.body.data as { refund: unknown }).refund).toMatchObject({ status: 'processed', amount: 1000.5 });
    expect(fake.refunds.at(-1)).toMatchObject({ payment_id: payment.id, amount: 100050 });
    const read = await call(t.app, 'GET', `/api/v1/poojabooking/${created.booking._id}?key=${created.accessKey}`);
    expect((read.body.data as { booking: unknown }).booking).toMatchObject({
      payment_status: 'completed',
      refunded_amount: 1000.5,
    });
    // Razorpay's own refund.processed webhook afterwards changes nothing.
    const rf = fake.refunds.at(-1)!;
    const hook = refundWebhookBody('refund.processed', {
      refundId: rf.id,
      paymentId: payment.id,
      amount: rf.amount,
      notes: rf.notes,
    });
    expect((await postWebhook(t.app, hook, { eventId: 'evt_rz_rf', secret: WEBHOOK_SECRET })).body.data).toEqual({
      outcome: 'recorded',
    });
  });

  it('a Razorpay outage while creating the order is a 502; trying again books', async () => {
    fake.failNext(1);
    const sankalp = await call(t.app, 'POST', '/api/v1/sankalp/', {
      body: {
        full_name: 'Ramesh Kumar',
        gotra: 'Kashyap',
        phone_number: '9876543210',
        email_address: 'r@example.in',
        puja_ref_id: fx.pujaId,
      },
    });
    const body = {
      puja_ref_id: fx.pujaId,
      ways_to_participate_ref_id: fx.single,
      amount_total: 851,
      sankalp_ref_id: (sankalp.body.data as { _id: string })._id,
      donor_details: { full_name: 'Ramesh Kumar', email: 'r@example.in', phone: '9876543210' },
    };
    const r = await call(t.app, 'POST', '/api/v1/poojabooking/', { body });
    expectStatus(r, 502);
    expect(r.body.message).toBe('Failed to initiate payment');
    expect(r.body.code).toBe('payment_init_failed'); // the web's pay flow decides by this code
    const again = await call(t.app, 'POST', '/api/v1/poojabooking/', { body });
    expectStatus(again, 201);
    expect(fake.orders.has((again.body.data as { order: { id: string } }).order.id)).toBe(true);
  });
});
