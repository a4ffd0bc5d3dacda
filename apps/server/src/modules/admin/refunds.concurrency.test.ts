import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema/index';
import { openTwoInstances, twoInstancesAvailable, type TwoInstances } from '../../test/two-instances';
import { call, registerUser } from '../auth/auth.test-utils';
import { grantRole } from '../auth/auth.service';
import { enableTwoFactor, grant, type TwoFactorUser } from './admin.test-utils';
import { paidBooking, type PaidBooking } from './refunds.test-utils';

// Two app instances (two pg pools, as two server processes would have) refund the same bookings
// at once: the payment orders' row lock makes the second wait and see the first, so together
// they never exceed what was paid.

const N = 10;

const pg = twoInstancesAvailable('refunds.concurrency.test.ts');

describe.skipIf(!pg)('two app instances refunding at once on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let two: TwoInstances;
  let admin: TwoFactorUser;
  let paid: PaidBooking[];

  beforeAll(async () => {
    two = await openTwoInstances();
    const user = await registerUser(two.a);
    await two.db.transaction((tx) => grantRole(tx, user.id, grant('admin'), new Date()));
    admin = await enableTwoFactor(two.a, user);
    paid = [];
    for (let i = 0; i < N; i++) paid.push(await paidBooking(two.a, two.db, { email: `devotee${i}@example.in` }));
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  it(`two refunds of 60 % of each of ${N} bookings, one on each instance at once: exactly one of each pair is made`, async () => {
    const statuses = await Promise.all(
      paid.flatMap((p) =>
        [two.a, two.b].map(async (app) => {
          const r = await call(app, 'POST', '/api/v1/admin/refunds', {
            token: admin.token,
            body: { kind: 'puja_booking', id: p.id, amount: Math.round(p.amount * 60) / 100 },
          });
          return { id: p.id, status: r.status, code: r.body.code };
        }),
      ),
    );
    for (const p of paid) {
      const mine = statuses.filter((s) => s.id === p.id).map((s) => (s.status === 201 ? 201 : s.code));
      expect(mine.sort()).toEqual([201, 'refund_exceeds_paid']);
    }
    const rows = await two.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.refId,
          paid.map((p) => p.id),
        ),
      );
    expect(rows).toHaveLength(N);
  }, 120_000);
});
