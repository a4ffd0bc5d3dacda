import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundSuggestion, ReviewQueue } from '@sankalp/shared/api/admin-refunds';
import { auditLog, jobs, mailOutbox, paymentOrders, refunds } from '../../db/schema/index';
import { runDueJobs, silentLog } from '../../lib/jobs/runner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, HOUR, registerUser, type Reply } from '../auth/auth.test-utils';
import { book, insertFixture } from '../bookings/bookings.test-utils';
import { queueHandlers } from '../index';
import { paymentProvider, setPaymentProvider, settlePayment } from '../payments/payments.service';
import { postWebhook } from '../payments/payments.test-utils';
import { ProviderError } from '../payments/provider';
import { recordRefundRequest } from '../payments/refunds';
import { REFUND_CHECK_AFTER_MS, reconcileRefunds } from '../payments/refunds-reconcile';
import { SANDBOX_WEBHOOK_JOB } from '../payments/sandbox/webhook-delivery';
import { grant, makeStaff, type TwoFactorUser } from './admin.test-utils';
import { fixtureOf, paidBooking, refundWebhookBody } from './refunds.test-utils';

// Refunds through the provider (the sandbox here; razorpay.provider.test.ts runs the adapter
// against the fake), idempotent webhooks, the devotee's view, the limits, the review queue.

const clock = fakeClock();
let t: TestApp;
let admin: TwoFactorUser;
let operator: TwoFactorUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  await fixtureOf(t.db.db, clock.now());
  admin = await makeStaff(t, [grant('admin')], { now: clock.now() });
  operator = await makeStaff(t, [grant('operator')], { now: clock.now() });
});
afterAll(() => t?.close());

const db = () => t.db.db;
const refund = (who: TwoFactorUser, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/admin/refunds', { token: who.token, body });
/** The sandbox's refund.created and refund.processed, delivered as the worker would. */
const deliverWebhooks = () => runDueJobs(db(), queueHandlers(t.app.ctx), { log: silentLog });
const readBooking = async (id: string, key: string) => {
  const r = await call(t.app, 'GET', `/api/v1/poojabooking/${id}?key=${key}`);
  expectStatus(r, 200);
  return (r.body.data as { booking: { payment_status: string; refunded_amount: number } }).booking;
};
const refundRows = (refId: string) => db().select().from(refunds).where(eq(refunds.refId, refId));
const refundMails = (refundId: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `refund:${refundId}`));
const audits = (objectId: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, objectId), eq(auditLog.action, action)));

describe('POST /admin/refunds through the sandbox', () => {
  it('refunds in full: pending at once, processed by its webhook; the devotee sees it refunded and gets one e-mail', async () => {
    const paid = await paidBooking(t.app, db());
    const r = await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 2001, reason: 'Devotee cancelled' });
    expectStatus(r, 201);
    const created = (r.body.data as { refund: { id: string; status: string; amount: number } }).refund;
    expect(created).toMatchObject({ status: 'pending', amount: 2001 });
    expect(await readBooking(paid.id, paid.accessKey)).toMatchObject({
      payment_status: 'completed',
      refunded_amount: 0,
    });

    expect(await deliverWebhooks()).toBeGreaterThanOrEqual(2); // refund.created, refund.processed (and the mail)
    const [row] = await refundRows(paid.id);
    expect(row).toMatchObject({ id: created.id, status: 'processed', amountPaise: 200100, requestedBy: admin.id });
    expect(row!.providerRefundId).toMatch(/^rfnd_/);
    expect(await readBooking(paid.id, paid.accessKey)).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: 2001,
    });
    const mails = await refundMails(created.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ramesh@example.in' });
    expect(mails[0]!.text).toContain('in full');
    const [entry] = await audits(paid.id, 'refund.create');
    expect(entry).toMatchObject({
      actorId: admin.id,
      after: { refundId: created.id, amount: 2001, reason: 'Devotee cancelled' },
    });
  });

  it('refunds part, then the rest; a third is refused 409 refund_exceeds_paid', async () => {
    const paid = await paidBooking(t.app, db());
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1000.5 }), 201);
    await deliverWebhooks();
    expect(await readBooking(paid.id, paid.accessKey)).toMatchObject({
      payment_status: 'completed',
      refunded_amount: 1000.5,
    });

    const over = await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1000.51 });
    expectStatus(over, 409);
    expect(over.body).toMatchObject({ code: 'refund_exceeds_paid', details: { refundable: 1000.5 } });
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1000.5 }), 201);
    // A pending refund counts as gone: nothing more, even before its webhook.
    expect((await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1 })).body.code).toBe(
      'refund_exceeds_paid',
    );
    await deliverWebhooks();
    expect(await readBooking(paid.id, paid.accessKey)).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: 2001,
    });
    expect((await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1 })).body.code).toBe(
      'refund_exceeds_paid',
    );
    expect(await refundRows(paid.id)).toHaveLength(2);
  });

  it('refuses more than was paid, an unpaid booking, an unknown one and malformed amounts', async () => {
    const paid = await paidBooking(t.app, db());
    const more = await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 2001.01 });
    expectStatus(more, 409);
    expect(more.body.code).toBe('refund_exceeds_paid');

    const unpaid = await book(t.app, await fixtureOf(db()));
    const r = await refund(admin, { kind: 'puja_booking', id: unpaid.booking._id, amount: 10 });
    expectStatus(r, 409);
    expect(r.body.code).toBe('not_paid');
    const unknown = await refund(admin, {
      kind: 'puja_booking',
      id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      amount: 10,
    });
    expectStatus(unknown, 404);
    // Another kind with the same id is another record.
    expectStatus(await refund(admin, { kind: 'donation', id: paid.id, amount: 10 }), 404);

    for (const amount of [0, -5, 1.234, '10', null, Number.NaN]) {
      const bad = await refund(admin, { kind: 'puja_booking', id: paid.id, amount });
      expectStatus(bad, 400);
      expect(bad.body.errors?.amount, String(amount)).toBeTruthy();
    }
    expectStatus(await refund(admin, { kind: 'temple', id: paid.id, amount: 10 }), 400);
    expectStatus(await refund(admin, { kind: 'puja_booking', id: 'nope', amount: 10 }), 400);
    expect(await refundRows(paid.id)).toHaveLength(0);
  });

  it('a provider refusal is a 502 refund_failed; the row is kept as failed and audited, and gives nothing back', async () => {
    const paid = await paidBooking(t.app, db());
    const real = paymentProvider(t.app.ctx);
    setPaymentProvider(t.app.ctx, {
      ...real,
      refundPayment: async () => {
        throw new ProviderError(
          'Razorpay refund failed: The payment has been fully refunded already',
          400,
          'BAD_REQUEST_ERROR',
        );
      },
    });
    let r: Reply;
    try {
      r = await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 500 });
    } finally {
      setPaymentProvider(t.app.ctx, real);
    }
    expectStatus(r, 502);
    expect(r.body).toMatchObject({ code: 'refund_failed' });
    const [row] = await refundRows(paid.id);
    expect(row).toMatchObject({ status: 'failed', providerRefundId: null });
    expect(await audits(paid.id, 'refund.fail')).toHaveLength(1);
    // The failed refund does not count: the whole amount can still be refunded.
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 2001 }), 201);
  });
});

describe('refund webhooks', () => {
  it('a replayed webhook makes no second refund nor a second change', async () => {
    const paid = await paidBooking(t.app, db());
    const r = await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 700 });
    const ourId = (r.body.data as { refund: { id: string } }).refund.id;
    const [row] = await refundRows(paid.id);
    const body = refundWebhookBody('refund.processed', {
      refundId: row!.providerRefundId!,
      paymentId: paid.paymentId,
      amount: 70000,
      notes: { sankalp_refund_id: ourId },
    });
    expect((await postWebhook(t.app, body, { eventId: 'evt_rf_1' })).body.data).toEqual({ outcome: 'processed' });
    expect((await postWebhook(t.app, body, { eventId: 'evt_rf_1' })).body.data).toEqual({ outcome: 'duplicate_event' });
    // The same refund under another event id (Razorpay retries with a new one, or the sandbox's own delivery).
    expect((await postWebhook(t.app, body, { eventId: 'evt_rf_2' })).body.data).toEqual({ outcome: 'recorded' });
    await deliverWebhooks();
    const rows = await refundRows(paid.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', amountPaise: 70000 });
    expect(await refundMails(ourId)).toHaveLength(1);
    // A late refund.failed cannot undo a processed refund.
    const failed = refundWebhookBody('refund.failed', {
      refundId: row!.providerRefundId!,
      paymentId: paid.paymentId,
      amount: 70000,
    });
    expect((await postWebhook(t.app, failed, { eventId: 'evt_rf_3' })).body.data).toEqual({ outcome: 'recorded' });
    expect((await refundRows(paid.id))[0]!.status).toBe('processed');
  });

  it('records a refund made at the provider (unknown to us) against the booking its payment paid', async () => {
    const paid = await paidBooking(t.app, db());
    const p = { refundId: 'rfnd_Dashboard00001', paymentId: paid.paymentId, amount: 50000 };
    expect(
      (await postWebhook(t.app, refundWebhookBody('refund.created', p), { eventId: 'evt_dash_1' })).body.data,
    ).toEqual({
      outcome: 'recorded',
    });
    expect(
      (await postWebhook(t.app, refundWebhookBody('refund.processed', p), { eventId: 'evt_dash_2' })).body.data,
    ).toEqual({ outcome: 'processed' });
    const rows = await refundRows(paid.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'puja_booking',
      providerRefundId: 'rfnd_Dashboard00001',
      status: 'processed',
      amountPaise: 50000,
      requestedBy: null,
    });
    expect(await refundMails(rows[0]!.id)).toHaveLength(1);
    expect(await audits(paid.id, 'refund.provider')).toMatchObject([{ actorId: null, actorLabel: 'payment-provider' }]);
    expect(await readBooking(paid.id, paid.accessKey)).toMatchObject({
      payment_status: 'completed',
      refunded_amount: 500,
    });
    // It counts against what may still be refunded.
    expect((await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1501.01 })).body.code).toBe(
      'refund_exceeds_paid',
    );
    // A refund of a payment we never saw is ignored.
    const stray = refundWebhookBody('refund.processed', {
      refundId: 'rfnd_Stray',
      paymentId: 'pay_Nobody',
      amount: 100,
    });
    expect((await postWebhook(t.app, stray, { eventId: 'evt_dash_3' })).body.data).toEqual({
      outcome: 'unknown_payment',
    });
  });
});

describe('the refund reconciler', () => {
  it('settles a refund whose webhooks never came, and fails one that never reached the provider', async () => {
    const paid = await paidBooking(t.app, db());
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 300 }), 201);
    await db().delete(jobs).where(eq(jobs.kind, SANDBOX_WEBHOOK_JOB)); // the webhooks are lost
    const stuck = await recordRefundRequest(db(), {
      kind: 'puja_booking',
      refId: paid.id,
      orderId: (await db().select().from(paymentOrders).where(eq(paymentOrders.refId, paid.id)))[0]!.id,
      providerPaymentId: paid.paymentId,
      amountPaise: 100,
      status: 'pending',
      requestedBy: admin.id,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect(await reconcileRefunds(t.app.ctx)).toEqual({ checked: 0, settled: 0 }); // not due yet
    const later = { ...t.app.ctx, now: () => new Date(clock.now().getTime() + REFUND_CHECK_AFTER_MS) };
    expect(await reconcileRefunds(later)).toMatchObject({ settled: 2 });
    const rows = await refundRows(paid.id);
    expect(rows.find((r) => r.id === stuck.id)!.status).toBe('failed');
    expect(rows.find((r) => r.id !== stuck.id)!.status).toBe('processed');
    expect(await readBooking(paid.id, paid.accessKey)).toMatchObject({ refunded_amount: 300 });
  });
});

describe('limits and settings', () => {
  it('an operator refunds up to the limit (403 refund_limit above it); an admin changes the limit, audited', async () => {
    const paid = await paidBooking(t.app, db(), { packageId: (await fixtureOf(db())).family });
    const settings = await call(t.app, 'GET', '/api/v1/admin/settings', { token: operator.token });
    expect(settings.body.data).toEqual({ operatorRefundLimit: 5000 });

    const put = (body: unknown, who = admin) =>
      call(t.app, 'PUT', '/api/v1/admin/settings', { token: who.token, body });
    expectStatus(await put({ operatorRefundLimit: 1000 }), 200);
    const above = await refund(operator, { kind: 'puja_booking', id: paid.id, amount: 1000.01 });
    expectStatus(above, 403);
    expect(above.body).toMatchObject({ code: 'refund_limit', details: { limit: 1000 } });
    expectStatus(await refund(operator, { kind: 'puja_booking', id: paid.id, amount: 1000 }), 201);
    // The admin has no limit.
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1001 }), 201);

    expectStatus(await put({ operatorRefundLimit: 1.5 }), 400);
    expectStatus(await put({ operatorRefundLimit: -1 }), 400);
    expectStatus(await put({ operatorRefundLimit: 5000 }, operator), 403);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, admin.id)));
    expect(entry).toMatchObject({ before: { operatorRefundLimit: 5000 }, after: { operatorRefundLimit: 1000 } });
    expectStatus(await put({ operatorRefundLimit: 5000 }), 200);
  });

  it('suggests from the tiers: 100 % more than 24 h before the puja, 50 % at 12-24 h (the rest: refund-tiers.test.ts)', async () => {
    const paid = await paidBooking(t.app, db(), { fx: await fixtureOf(db()) });
    const suggest = async (who = admin) => {
      const r = await call(t.app, 'GET', `/api/v1/admin/refunds/suggestion?kind=puja_booking&id=${paid.id}`, {
        token: who.token,
      });
      expectStatus(r, 200);
      return r.body.data as RefundSuggestion;
    };
    // The fixture's puja starts 2 days after the clock's start.
    expect(await suggest()).toEqual({
      paid: 2001,
      refunded: 0,
      refundable: 2001,
      suggested: 2001,
      tier: { percent: 100, reason: 'More than 24 hours before the puja: full refund' },
      limit: null,
    });
    expect((await suggest(operator)).limit).toBe(5000);
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1500 }), 201);
    // Never more than what is still refundable.
    expect(await suggest()).toMatchObject({ paid: 2001, refundable: 501, suggested: 501 });

    // A puja 18 hours ahead (a fixture made 30 hours "earlier"; staff sessions would not survive moving the clock).
    const soon = await insertFixture(db(), new Date(clock.now().getTime() - 30 * HOUR));
    const half = await paidBooking(t.app, db(), { fx: soon });
    const r = await call(t.app, 'GET', `/api/v1/admin/refunds/suggestion?kind=puja_booking&id=${half.id}`, {
      token: admin.token,
    });
    expect(r.body.data).toMatchObject({
      suggested: 1000.5,
      tier: { percent: 50, reason: '12-24 hours before the puja: half refund' },
    });
    const bad = await call(t.app, 'GET', `/api/v1/admin/refunds/suggestion?kind=nope&id=${paid.id}`, {
      token: admin.token,
    });
    expectStatus(bad, 400);
  });
});

describe('the payments review queue', () => {
  it('lists flagged orders and clears one with a note (audited); a reason once resolved does not flag it again', async () => {
    const paid = await paidBooking(t.app, db());
    const [order] = await db()
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.kind, 'puja_booking'), eq(paymentOrders.refId, paid.id)));
    // A second payment captured on the paid order: flagged for a person.
    const second = (id: string, source: 'webhook' | 'reconcile' = 'webhook') =>
      settlePayment(t.app.ctx, {
        orderId: order!.id,
        payment: { id, status: 'captured', amount: 200100, currency: 'INR' },
        source,
      });
    expect((await second('pay_Second000001')).outcome).toBe('already_paid');
    const reason = `second payment pay_Second000001 on an order already paid by ${paid.paymentId}`;
    const list = await call(t.app, 'GET', '/api/v1/admin/payments/review', { token: operator.token });
    expectStatus(list, 200);
    const queue = list.body.data as ReviewQueue;
    const item = queue.items.find((i) => i.orderId === order!.id);
    expect(item).toMatchObject({ kind: 'puja_booking', refId: paid.id, amount: 2001, paidAmount: 4002, reason });
    expect(item!.reference).toMatch(/^SNK-/);
    expect(queue.total).toBeGreaterThanOrEqual(1);

    const resolve = (body: unknown) =>
      call(t.app, 'POST', `/api/v1/admin/payments/${order!.id}/resolve`, { token: operator.token, body });
    expectStatus(await resolve({ action: 'refund', note: 'x' }), 400);
    expectStatus(await resolve({ action: 'accept', note: '  ' }), 400);
    const ok = await resolve({ action: 'dismiss', note: 'Second payment refunded in full' });
    expectStatus(ok, 200);
    expect((ok.body.data as { order: Record<string, unknown> }).order).toMatchObject({
      orderId: order!.id,
      needsReview: false,
      resolution: { action: 'dismiss', note: 'Second payment refunded in full', resolvedBy: operator.id },
    });
    expect((await resolve({ action: 'dismiss', note: 'again' })).body.code).toBe('not_flagged');
    expect(await audits(order!.id, 'payment.review.resolve')).toMatchObject([
      { actorId: operator.id, before: { needsReview: true, flaggedReason: reason }, after: { action: 'dismiss' } },
    ]);
    const after = (await call(t.app, 'GET', '/api/v1/admin/payments/review', { token: operator.token })).body
      .data as ReviewQueue;
    expect(after.items.some((i) => i.orderId === order!.id)).toBe(false);

    // The reconciler reporting the same payment again: still resolved. A new reason flags it.
    await second('pay_Second000001', 'reconcile');
    expect((await db().select().from(paymentOrders).where(eq(paymentOrders.id, order!.id)))[0]!.needsReview).toBe(
      false,
    );
    await second('pay_Third0000001', 'reconcile');
    const [again] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, order!.id));
    expect(again).toMatchObject({ needsReview: true });
    expect(again!.flaggedReason).toContain('pay_Third0000001');
    expectStatus(
      await call(t.app, 'POST', `/api/v1/admin/payments/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f/resolve`, {
        token: admin.token,
        body: { action: 'accept', note: 'n' },
      }),
      404,
    );
  });
});

describe('the account page', () => {
  it("a signed-in devotee's booking card carries refunded_amount and, once whole, 'refunded'", async () => {
    const user = await registerUser(t.app);
    const paid = await paidBooking(t.app, db(), { token: user.token, email: user.email });
    const card = async () => {
      const r = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
      expectStatus(r, 200);
      return findById(r.body.data, paid.id);
    };
    expect(await card()).toMatchObject({ kind: 'puja_booking', payment_status: 'completed', refunded_amount: 0 });
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 1 }), 201);
    await deliverWebhooks();
    expect(await card()).toMatchObject({ payment_status: 'completed', refunded_amount: 1 });
    expectStatus(await refund(admin, { kind: 'puja_booking', id: paid.id, amount: 2000 }), 201);
    await deliverWebhooks();
    expect(await card()).toMatchObject({ payment_status: 'refunded', refunded_amount: 2001 });
  });
});

/** The object with `_id` anywhere inside a JSON answer. */
function findById(v: unknown, id: string): Record<string, unknown> | undefined {
  if (Array.isArray(v)) {
    for (const x of v) {
      const hit = findById(x, id);
      if (hit) return hit;
    }
  } else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o._id === id) return o;
    for (const x of Object.values(o)) {
      const hit = findById(x, id);
      if (hit) return hit;
    }
  }
  return undefined;
}
