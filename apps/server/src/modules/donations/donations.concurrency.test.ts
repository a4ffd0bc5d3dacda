import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DonationCreated } from '@sankalp/shared/api/donations';
import { donations, mailOutbox } from '../../db/schema/index';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { paidCheckout, postWebhook, webhookBody, type CheckoutSuccess } from '../payments/payments.test-utils';
import {
  campaignRow,
  donate,
  insertDonationFixture,
  verifyDonation,
  type DonationFixture,
} from './donations.test-utils';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL database
// settle 20 donations at once, each through its callback on both and its webhook on both.

const N = 20;

const pg = twoInstancesAvailable('donations.concurrency.test.ts');

describe.skipIf(!pg)('receipt numbers under concurrent payments on two instances (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let fx: DonationFixture;

  beforeAll(async () => {
    two = await openTwoInstances();
    fx = await insertDonationFixture(two.db);
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  it(`numbers ${N} concurrent payments 1…${N} with no gap and no repeat, each paid once`, async () => {
    const { a, b, db } = two;
    const before = await campaignRow(db, fx.campaignId);
    const paid: Array<{ created: DonationCreated; cb: CheckoutSuccess }> = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const app = i % 2 ? a : b;
        const created = await donate(app, fx, {
          sevas: [],
          custom: 1000 + i,
          donor: { email: `donor${i}@example.in` },
        });
        return { created, cb: await paidCheckout(app, created.order.id) };
      }),
    );

    const replies = await Promise.all(
      paid.flatMap(({ created, cb }, i) => {
        const captured = webhookBody('payment.captured', {
          paymentId: cb.razorpay_payment_id,
          orderId: created.order.id,
          amount: created.order.amount,
        });
        return [
          verifyDonation(a, created.donation._id, cb).then((r) => r.status),
          verifyDonation(b, created.donation._id, cb).then((r) => r.status),
          postWebhook(a, captured, { eventId: `evt_dn_${i}` }).then((r) => r.status),
          postWebhook(b, captured, { eventId: `evt_dn_${i}` }).then((r) => r.status),
        ];
      }),
    );
    expect(replies.every((s) => s === 200)).toBe(true);

    const ids = paid.map((p) => p.created.donation._id);
    const rows = await db.select().from(donations).where(inArray(donations.id, ids));
    expect(rows.every((r) => r.paymentStatus === 'completed')).toBe(true);
    const numbers = rows.map((r) => r.receiptNumber!).sort();
    expect(numbers).toEqual(
      Array.from({ length: N }, (_, i) => `SNK/${numbers[0]!.split('/')[1]}/${String(i + 1).padStart(6, '0')}`),
    );

    const after = await campaignRow(db, fx.campaignId);
    const total = paid.reduce((s, p) => s + p.created.order.amount, 0);
    expect(after.raisedPaise).toBe(before.raisedPaise + total);
    expect(after.participants).toBe(before.participants + N);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          ids.map((id) => `donation:${id}`),
        ),
      );
    expect(mails).toHaveLength(N);
  }, 300_000);
});
