import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChadhavaBookingCreated } from '@sankalp/shared/api/chadhava-bookings';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { expectStatus } from '../auth/auth.test-utils';
import { postWebhook, webhookBody, type CheckoutSuccess } from '../payments/payments.test-utils';
import {
  bookingsOf,
  createBooking,
  eventRow,
  insertEvent,
  mailsFor,
  silentPay,
  verify,
  type EventFixture,
} from './chadhava.test-utils';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL
// database race for the last 10 slots of an event, then pay all 10 at once.

const SLOTS = 10;
const ATTEMPTS = 60;

const pg = twoInstancesAvailable('chadhava.concurrency.test.ts');

describe.skipIf(!pg)('chadhava slots on two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let fx: EventFixture;

  beforeAll(async () => {
    two = await openTwoInstances();
    fx = await insertEvent(two.db, new Date(), { maxParticipants: 40 + SLOTS, currentParticipants: 40 });
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  it(`${ATTEMPTS} concurrent bookings for the last ${SLOTS} slots: exactly ${SLOTS} are held, paid at once, never above the limit`, async () => {
    const { a, b, db } = two;
    const replies = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        createBooking(i % 2 === 0 ? a : b, fx, { email: `devotee${i}@example.in` }),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status !== 201);
    expect(won).toHaveLength(SLOTS);
    expect(lost.every((r) => r.status === 409 && r.body.code === 'event_full')).toBe(true);
    expect(await bookingsOf(db, fx.eventId)).toHaveLength(SLOTS);

    // One more is refused while the ten hold their slots.
    expectStatus(await createBooking(b, fx), 409);

    // Every payment at once: the callback on both instances, payment.captured on both (one event
    // id, delivered twice) and order.paid on one.
    const created = won.map((r) => r.body.data as ChadhavaBookingCreated);
    const paid: Array<{ c: ChadhavaBookingCreated; cb: CheckoutSuccess }> = await Promise.all(
      created.map(async (c, i) => ({ c, cb: await silentPay(i % 2 ? a : b, c) })),
    );
    const statuses = await Promise.all(
      paid.flatMap(({ c, cb }, i) => {
        const p = { paymentId: cb.razorpay_payment_id, orderId: c.order.id, amount: c.order.amount };
        const captured = webhookBody('payment.captured', p);
        return [
          verify(a, { ...cb, bookingId: c.booking._id }).then((r) => r.status),
          verify(b, cb).then((r) => r.status),
          postWebhook(a, captured, { eventId: `evt_cap_${i}` }).then((r) => r.status),
          postWebhook(b, captured, { eventId: `evt_cap_${i}` }).then((r) => r.status),
          postWebhook(i % 2 ? a : b, webhookBody('order.paid', p), { eventId: `evt_op_${i}` }).then((r) => r.status),
        ];
      }),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);

    const rows = await bookingsOf(db, fx.eventId);
    expect(rows.filter((r) => r.paymentStatus === 'completed')).toHaveLength(SLOTS);
    expect(await eventRow(db, fx.eventId)).toMatchObject({
      currentParticipants: 40 + SLOTS,
      maxParticipants: 40 + SLOTS,
    });
    for (const { c } of paid) expect(await mailsFor(db, c.booking._id)).toHaveLength(1);
    // Still full once the holds have become participants.
    expectStatus(await createBooking(a, fx), 409);
  }, 300_000);
});
