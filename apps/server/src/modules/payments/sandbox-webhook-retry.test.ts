import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, paymentTransactions } from '../../db/schema/index';
import { runDueJobs, silentLog } from '../../lib/jobs/runner';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectStatus, fakeClock } from '../auth/auth.test-utils';
import { book, bookingRow, insertFixture, mailsFor, type Fixture } from '../bookings/bookings.test-utils';
import { queueHandlers } from '../index';
import { sandboxPay, type CheckoutSuccess } from './payments.test-utils';
import { SANDBOX_WEBHOOK_JOB, SANDBOX_WEBHOOK_MAX_ATTEMPTS } from './sandbox/webhook-delivery';

// The sandbox's webhooks travel through the job queue: a delivery that fails (the database went
// away mid-way, the process crashed) is retried by the worker, so the booking becomes paid without
// waiting for the reconciler.

/** The webhook handling fails this many more times before it works again. */
const failures = vi.hoisted(() => ({ left: 0, calls: 0 }));
vi.mock('./webhook', async (importOriginal) => {
  const real = await importOriginal<typeof import('./webhook')>();
  return {
    ...real,
    handleWebhook: async (...args: Parameters<typeof real.handleWebhook>) => {
      failures.calls += 1;
      if (failures.left > 0) {
        failures.left -= 1;
        throw new Error('Connection terminated unexpectedly');
      }
      return real.handleWebhook(...args);
    },
  };
});

const clock = fakeClock();
let t: TestApp;
let fx: Fixture;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertFixture(t.db.db, clock.now());
});
afterAll(() => t?.close());

const db = () => t.db.db;
const webhookJobs = () => db().select().from(jobs).where(eq(jobs.kind, SANDBOX_WEBHOOK_JOB));
/** What the worker does, at a database time `minutes` from now. */
const workerRunsAt = (minutes: number) =>
  runDueJobs(db(), queueHandlers(t.app.ctx), { log: silentLog, at: new Date(Date.now() + minutes * 60_000) });

describe('sandbox webhooks through the job queue', () => {
  it('retries a failed delivery with backoff: the booking becomes paid by the webhook, without the reconciler', async () => {
    const created = await book(t.app, fx);
    failures.left = 2; // payment.captured and order.paid both fail the first time
    const r = await sandboxPay(t.app, created.order.id, { deliver: 'sync' });
    expectStatus(r, 200);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('pending');
    const queued = await webhookJobs();
    expect(queued).toHaveLength(2);
    for (const j of queued) {
      expect(j).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS });
      expect(j.lastError).toContain('Connection terminated unexpectedly');
      // Backing off: the first retry comes 2.5–5 s after the failure (base 5 s, jitter half to all).
      const wait = j.runAt.getTime() - j.updatedAt.getTime();
      expect(wait).toBeGreaterThanOrEqual(2_500);
      expect(wait).toBeLessThanOrEqual(5_000);
    }
    expect(await workerRunsAt(0)).toBe(0); // not due yet

    // The two webhooks, then what the payment queued (its booking_confirmed WhatsApp delivery, issue 10).
    expect(await workerRunsAt(1)).toBeGreaterThanOrEqual(2);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect(await webhookJobs()).toMatchObject([
      { status: 'done', attempts: 2 },
      { status: 'done', attempts: 2 },
    ]);
    const paymentId = (r.body as unknown as CheckoutSuccess).razorpay_payment_id;
    const [tx] = await db()
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.providerPaymentId, paymentId));
    expect(tx).toMatchObject({ status: 'captured', source: 'webhook' });
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
  });

  it("queues nothing for deliver 'none' (a webhook never sent) and finishes the jobs of 'sync' before answering", async () => {
    const earlier = new Set((await webhookJobs()).map((j) => j.id));
    const before = earlier.size;
    const silent = await book(t.app, fx);
    expectStatus(await sandboxPay(t.app, silent.order.id, { deliver: 'none' }), 200);
    expect(await webhookJobs()).toHaveLength(before);
    await workerRunsAt(60);
    expect((await bookingRow(db(), silent.booking._id)).paymentStatus).toBe('pending');

    const calls = failures.calls;
    const created = await book(t.app, fx);
    expectStatus(await sandboxPay(t.app, created.order.id, { deliver: 'sync' }), 200);
    expect(failures.calls).toBe(calls + 2);
    const mine = (await webhookJobs()).filter((j) => !earlier.has(j.id));
    expect(mine.map((j) => j.status)).toEqual(['done', 'done']);
  });
});
