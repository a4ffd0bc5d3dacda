import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentOrders, paymentTransactions, promises, pujaBookings } from '../../db/schema/index';
import { countStatements } from '../../test/count-statements';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectStatus, fakeClock, registerUser } from '../auth/auth.test-utils';
import { book, bookingRow, insertFixture, joinedNo, mailsFor, verify, type Fixture } from '../bookings/bookings.test-utils';
import { paidCheckout, postWebhook, webhookBody } from './payments.test-utils';

// Issue 16 took round trips out of settlement: the verify call hands settle the order it read,
// the webhooks that follow a verified payment stop before an UPDATE that could only miss, and a
// booking's fulfilment, promises and notice share one bundle per settling transaction. These
// prove the guarantees those shortcuts touch.

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

describe('settlement after the round-trip cuts', () => {
  it("verify, then that payment's two webhooks: paid once, captured once, nothing flagged", async () => {
    const before = await joinedNo(db(), fx.pujaId);
    const created = await book(t.app, fx);
    const paid = await paidCheckout(t.app, created.order.id);
    const v = await verify(t.app, created.booking._id, paid);
    expectStatus(v, 200);
    expect(v.body.status).toBe('success');
    const amount = created.order.amount;
    const p = { paymentId: paid.razorpay_payment_id, orderId: created.order.id, amount };
    for (const [event, id] of [['payment.captured', 'evt_short1'], ['order.paid', 'evt_short2']] as const) {
      const r = await postWebhook(t.app, webhookBody(event, p), { eventId: id });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ outcome: 'already_paid' });
    }
    const [row] = await db().select().from(pujaBookings).where(eq(pujaBookings.id, created.booking._id));
    expect(row!.paymentStatus).toBe('completed');
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, row!.paymentOrderId!));
    expect(order).toMatchObject({ status: 'paid', needsReview: false, paidPaymentId: p.paymentId });
    const txs = await db().select().from(paymentTransactions).where(eq(paymentTransactions.providerPaymentId, p.paymentId));
    expect(txs.map((x) => x.status)).toEqual(['captured']); // the webhook still moves it forward
    expect(await joinedNo(db(), fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it("costs one statement per webhook after the verify, and the owner's settings are read once by the settlement", async () => {
    const user = await registerUser(t.app);
    const created = await book(t.app, fx, { token: user.token, email: user.email });
    const paid = await paidCheckout(t.app, created.order.id);
    const counter = countStatements(db());
    const v = await verify(t.app, created.booking._id, paid);
    counter.restore();
    expect(v.body.status).toBe('success');
    // The receipt's language, the notice's and the notification's channels: one read for the three.
    expect(counter.texts.filter((q) => /^select "settings" from "users"/.test(q))).toHaveLength(1);
    const p = { paymentId: paid.razorpay_payment_id, orderId: created.order.id, amount: created.order.amount };
    const webhook = async (event: 'payment.captured' | 'order.paid', eventId: string) => {
      const c = countStatements(db());
      const r = await postWebhook(t.app, webhookBody(event, p), { eventId });
      c.restore();
      return { outcome: (r.body.data as { outcome: string }).outcome, statements: c.statements, transactions: c.transactions };
    };
    // The order, the event and the payment's report (authorized → captured) in one statement, no transaction.
    expect(await webhook('payment.captured', 'evt_count1')).toEqual({ outcome: 'already_paid', statements: 1, transactions: 0 });
    expect(await webhook('order.paid', 'evt_count2')).toEqual({ outcome: 'already_paid', statements: 1, transactions: 0 });
    expect(await webhook('order.paid', 'evt_count2')).toEqual({ outcome: 'duplicate_event', statements: 1, transactions: 0 });
    const txs = await db().select().from(paymentTransactions).where(eq(paymentTransactions.providerPaymentId, p.paymentId));
    expect(txs.map((x) => [x.status, x.source])).toEqual([['captured', 'callback']]);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it('a webhook of ANOTHER payment on the verified order is still flagged (the shortcut is for the same payment only)', async () => {
    const created = await book(t.app, fx);
    const paid = await paidCheckout(t.app, created.order.id);
    expectStatus(await verify(t.app, created.booking._id, paid), 200);
    const r = await postWebhook(
      t.app,
      webhookBody('payment.captured', { paymentId: 'pay_OtherPayment01', orderId: created.order.id, amount: created.order.amount }),
      { eventId: 'evt_short3' },
    );
    expect(r.body.data).toEqual({ outcome: 'already_paid' });
    const [row] = await db().select().from(pujaBookings).where(eq(pujaBookings.id, created.booking._id));
    expect(row!.paymentStatus).toBe('completed');
    const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.id, row!.paymentOrderId!));
    expect(order).toMatchObject({ needsReview: true, paidPaymentId: paid.razorpay_payment_id });
  });

  it("bookings verified at once each get their own promises and notice (the shared bundle never crosses transactions)", async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => book(t.app, fx)));
    const paid = await Promise.all(made.map((c) => paidCheckout(t.app, c.order.id)));
    const answers = await Promise.all(made.map((c, i) => verify(t.app, c.booking._id, paid[i]!)));
    for (const a of answers) expectStatus(a, 200);
    const ids = made.map((c) => c.booking._id);
    for (const id of ids) {
      const b = await bookingRow(db(), id);
      const notes = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `booking_confirmed:puja_booking:${id}`));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.params).toMatchObject({ reference: b.reference });
      expect(notes[0]!.link).toContain(id);
    }
    const rows = await db()
      .select({ refId: promises.refId })
      .from(promises)
      .where(and(eq(promises.kind, 'puja_booking'), inArray(promises.refId, ids)));
    const per = new Map<string, number>();
    for (const r of rows) per.set(r.refId, (per.get(r.refId) ?? 0) + 1);
    // The fixture's sankalp asks for prasad with an address: the Aashirwad Box is the fourth.
    expect(ids.map((id) => per.get(id))).toEqual(ids.map(() => 4));
  });
});
