import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, paymentOrders, paymentTransactions, pujaBookings } from '../../db/schema/index';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { book, insertFixture, joinedNo, verify, type Created, type Fixture } from '../bookings/bookings.test-utils';
import { paidCheckout, postWebhook, webhookBody, type CheckoutSuccess } from './payments.test-utils';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL
// database settle the same 100 payments through callback and webhook at once.

const N = 100;

const pg = twoInstancesAvailable('payments.concurrency.test.ts');

describe.skipIf(!pg)('two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let fx: Fixture;

  beforeAll(async () => {
    two = await openTwoInstances();
    fx = await insertFixture(two.db, new Date());
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  it(`settles ${N} payments exactly once each through callback and webhook on both instances at once`, async () => {
    const { a, b, db } = two;
    const before = await joinedNo(db, fx.pujaId);
    // Bookings and (silent) payments, spread over both instances.
    const paid: Array<{ created: Created; cb: CheckoutSuccess }> = [];
    for (let i = 0; i < N; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, N - i) }, async (_, j) => {
          const app = (i + j) % 2 === 0 ? a : b;
          const created = await book(app, fx, { email: `devotee${i + j}@example.in` });
          return { created, cb: await paidCheckout(app, created.order.id) };
        }),
      );
      paid.push(...batch);
    }

    // For every payment, at once: the callback on both instances, payment.captured on both
    // (one event id, delivered twice) and order.paid on one.
    const replies = await Promise.all(
      paid.flatMap(({ created, cb }, i) => {
        const p = { paymentId: cb.razorpay_payment_id, orderId: created.order.id, amount: created.order.amount };
        const captured = webhookBody('payment.captured', p);
        return [
          verify(a, created.booking._id, cb).then((r) => r.status),
          verify(b, created.booking._id, cb).then((r) => r.status),
          postWebhook(a, captured, { eventId: `evt_cap_${i}` }).then((r) => r.status),
          postWebhook(b, captured, { eventId: `evt_cap_${i}` }).then((r) => r.status),
          postWebhook(i % 2 ? a : b, webhookBody('order.paid', p), { eventId: `evt_op_${i}` }).then((r) => r.status),
        ];
      }),
    );
    expect(replies.every((s) => s === 200)).toBe(true);

    const ids = paid.map((p) => p.created.booking._id);
    const bookings = await db.select().from(pujaBookings).where(inArray(pujaBookings.id, ids));
    expect(bookings.filter((x) => x.paymentStatus === 'completed')).toHaveLength(N);
    expect(await joinedNo(db, fx.pujaId)).toBe(before + N);

    const mails = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          ids.map((id) => `puja-booking:${id}`),
        ),
      );
    expect(Number(mails[0]!.n)).toBe(N);
    const allMails = await db.select({ n: count() }).from(mailOutbox);
    expect(Number(allMails[0]!.n)).toBe(N);

    const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.status, 'paid'));
    expect(orders).toHaveLength(N);
    expect(orders.every((o) => !o.needsReview)).toBe(true);
    const txs = await db.select().from(paymentTransactions);
    expect(txs).toHaveLength(N);
    expect(txs.every((t) => t.status === 'captured')).toBe(true);
  }, 300_000);
});
