import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDb, type DbHandle } from '../../db/client';
import { mailOutbox, paymentOrders, paymentTransactions, pujaBookings } from '../../db/schema/index';
import { openTestDb } from '../../test/test-app';
import { expectStatus } from '../auth/auth.test-utils';
import {
  book,
  insertFixture,
  joinedNo,
  postWebhook,
  sandboxPay,
  verify,
  webhookBody,
  type CheckoutSuccess,
  type Created,
  type Fixture,
} from '../bookings/bookings.test-utils';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL
// database settle the same 100 payments through callback and webhook at once.
// Needs real PostgreSQL: PGlite is a single in-process connection and cannot show this.

const url = process.env.TEST_DATABASE_URL;
const N = 100;

if (!url)
  console.warn(
    'payments.concurrency.test.ts: skipped — set TEST_DATABASE_URL=postgres://… to run the two-instance test on PostgreSQL',
  );

describe.skipIf(!url)('two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let dbA: DbHandle;
  let dbB: DbHandle;
  let dropDb: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let fx: Fixture;

  beforeAll(async () => {
    const opened = await openTestDb();
    dbA = opened.db;
    dropDb = opened.dropDb;
    dbB = await openDb({ url: opened.url });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    a = await buildApp(config, { db: dbA, serveWeb: false, logger: false });
    b = await buildApp(config, { db: dbB, serveWeb: false, logger: false });
    await Promise.all([a.ready(), b.ready()]);
    fx = await insertFixture(dbA.db, new Date());
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbB?.close();
    await dbA?.close();
    await dropDb?.();
  });

  it(`settles ${N} payments exactly once each through callback and webhook on both instances at once`, async () => {
    const before = await joinedNo(dbA.db, fx.pujaId);
    // Bookings and (silent) payments, spread over both instances.
    const paid: Array<{ created: Created; cb: CheckoutSuccess }> = [];
    for (let i = 0; i < N; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, N - i) }, async (_, j) => {
          const app = (i + j) % 2 === 0 ? a : b;
          const created = await book(app, fx, { email: `devotee${i + j}@example.in` });
          const pay = await sandboxPay(app, created.order.id, { deliver: 'none' });
          expectStatus(pay, 200);
          return { created, cb: pay.body as unknown as CheckoutSuccess };
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
    const bookings = await dbA.db.select().from(pujaBookings).where(inArray(pujaBookings.id, ids));
    expect(bookings.filter((x) => x.paymentStatus === 'completed')).toHaveLength(N);
    expect(await joinedNo(dbA.db, fx.pujaId)).toBe(before + N);

    const mails = await dbA.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          ids.map((id) => `puja-booking:${id}`),
        ),
      );
    expect(Number(mails[0]!.n)).toBe(N);
    const allMails = await dbA.db.select({ n: count() }).from(mailOutbox);
    expect(Number(allMails[0]!.n)).toBe(N);

    const orders = await dbA.db.select().from(paymentOrders).where(eq(paymentOrders.status, 'paid'));
    expect(orders).toHaveLength(N);
    expect(orders.every((o) => !o.needsReview)).toBe(true);
    const txs = await dbA.db.select().from(paymentTransactions);
    expect(txs).toHaveLength(N);
    expect(txs.every((t) => t.status === 'captured')).toBe(true);
  }, 300_000);
});
