import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanditBookingCreated } from '@sankalp/shared/api/pandit-bookings';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { expectStatus } from '../auth/auth.test-utils';
import {
  at,
  availability,
  bookingsOf,
  createBooking,
  insertPandit,
  mailsFor,
  silentPay,
  verify,
  type PanditFixture,
} from './consultations.test-utils';
import { istDateOf } from './ist-time';

// Two app instances (two pg pools, as two server processes would have) on one PostgreSQL
// database race for the same hour of one pandit, with overlapping (not identical) requests too.

const ATTEMPTS = 20;
const EVERY_DAY = Array.from({ length: 7 }, () => [{ from: '10:00', to: '13:00' }]);

const pg = twoInstancesAvailable('consultations.concurrency.test.ts');

describe.skipIf(!pg)('consultations on two app instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let fx: PanditFixture;
  const day = istDateOf(Date.now() + 2 * 24 * 60 * 60_000);

  beforeAll(async () => {
    two = await openTwoInstances();
    fx = await insertPandit(two.db, { hours: EVERY_DAY });
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  it(`${ATTEMPTS} concurrent bookings of the same pandit hour: exactly 1 is held, and it is paid once`, async () => {
    const { a, b, db } = two;
    const replies = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        createBooking(i % 2 === 0 ? a : b, fx, {
          email: `devotee${i}@example.in`,
          // Half ask for the hour, the others for half-hours overlapping it.
          from: at(day, i % 4 === 1 ? '10:30' : '11:00'),
          to: at(day, i % 4 === 3 ? '11:30' : '12:00'),
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost.every((r) => r.status === 409 && r.body.code === 'slot_taken')).toBe(true);
    expect(await bookingsOf(db, fx.panditId)).toHaveLength(1);

    const created = won[0]!.body.data as PanditBookingCreated;
    const cb = await silentPay(a, created);
    const statuses = await Promise.all([verify(a, cb), verify(b, cb), verify(a, cb), verify(b, cb)]);
    for (const r of statuses) expectStatus(r, 200);
    const rows = await bookingsOf(db, fx.panditId);
    expect(rows.filter((r) => r.paymentStatus === 'completed')).toHaveLength(1);
    expect(await mailsFor(db, created.booking._id)).toHaveLength(1);

    const free = (await availability(b, fx.panditId, day)).body.data as { free: Array<{ from: string; to: string }> };
    expect(
      free.free.some(
        (f) =>
          Date.parse(f.from) < Date.parse(created.booking.preferredTime.to) &&
          Date.parse(f.to) > Date.parse(created.booking.preferredTime.from),
      ),
    ).toBe(false);
  }, 300_000);
});
