import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@sankalp/shared/api/admin-bookings';
import { pujas } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, DAY, expectStatus, fakeClock } from '../../auth/auth.test-utils';
import { insertFixture, type Fixture } from '../../bookings/bookings.test-utils';
import { insertEvent, type EventFixture } from '../../chadhava/chadhava.test-utils';
import { insertPandit } from '../../consultations/consultations.test-utils';
import { insertProduct, type ProductFixture } from '../../orders/orders.test-utils';
import { ordersOf } from '../../payments/payments.test-utils';
import { grant, makeStaff, type TwoFactorUser } from '../admin.test-utils';
import {
  chadhavaBooking,
  consultation,
  donation,
  eventTemple,
  flagOrder,
  productOrder,
  pujaBooking,
  type Made,
} from '../bookings/admin-bookings.test-utils';
import { istPeriods } from './dashboard.service';

// GET /admin/dashboard: paid totals for today and this week (IST), the review queue, the coming
// week, low stock; each role within its reach.

const clock = fakeClock(); // Saturday 21 November 2026, 12:00 IST
let t: TestApp;
let fxA: Fixture;
let fxB: Fixture;
let event: EventFixture;
let product: ProductFixture;
let panditId: string;
let saturdayA: Made;
let consult: Made;
let admin: TwoFactorUser;
let staffA: TwoFactorUser;
let staffC: TwoFactorUser;
let pandit: TwoFactorUser;

const templeOf = async (fx: Fixture) =>
  (await t.db.db.select({ id: pujas.templeId }).from(pujas).where(eq(pujas.id, fx.pujaId)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fxA = await insertFixture(db, clock.now());
  fxB = await insertFixture(db, clock.now());
  event = await insertEvent(db, clock.now());
  product = await insertProduct(db, { onHand: 4 });
  await insertProduct(db, { onHand: 40 }); // plenty: not low
  panditId = (await insertPandit(db)).panditId;

  // Saturday (earlier this week): one paid puja at temple A, one unpaid at B.
  saturdayA = await pujaBooking(t, fxA, { full_name: 'Gauri Shankar', email: 'gauri@example.in', phone: '9000000001' });
  await pujaBooking(t, fxB, { full_name: 'Bina Rao', email: 'bina@example.in', phone: '9000000002' }, { pay: false });
  // Sunday 22 November, 12:00 IST (the same Monday-to-Sunday week): the rest.
  clock.advance(DAY);
  await pujaBooking(t, fxA, { full_name: 'Hari Om', email: 'hari@example.in', phone: '9000000003' });
  await pujaBooking(t, fxB, { full_name: 'Indu Bala', email: 'indu@example.in', phone: '9000000004' });
  await chadhavaBooking(t, event, { fullName: 'Chitra Iyer', email: 'chitra@example.in', phone: '9000000005' });
  await donation(t, { name: 'Dev Anand', email: 'dev@example.in', phone: '9000000006' });
  await productOrder(t, product, {
    full_name: 'Meera Sharma',
    email_address: 'meera@example.in',
    phone_number: '9000000007',
  });
  consult = await consultation(t, { panditId }, { email: 'esha@example.in', phone: '9000000008' });
  const [order] = await ordersOf(db, 'puja_booking', saturdayA.id);
  await flagOrder(db, order!.id);

  const now = clock.now();
  admin = await makeStaff(t, [grant('admin')], { now });
  staffA = await makeStaff(t, [grant('temple_staff', { templeId: await templeOf(fxA) })], { now });
  staffC = await makeStaff(t, [grant('temple_staff', { templeId: await eventTemple(db, event.eventId) })], { now });
  pandit = await makeStaff(t, [grant('pandit', { panditId })], { now });
});
afterAll(() => t?.close());

async function dashboardOf(u: TwoFactorUser): Promise<AdminDashboard> {
  const r = await call(t.app, 'GET', '/api/v1/admin/dashboard', { token: u.token });
  expectStatus(r, 200);
  return r.body.data as AdminDashboard;
}

describe('istPeriods', () => {
  it('starts the day at 00:00 IST and the week on Monday 00:00 IST', () => {
    // Sunday 22 November 2026, 00:10 IST (Saturday 18:40 UTC).
    expect(istPeriods(new Date('2026-11-21T18:40:00Z'))).toEqual({
      todayStart: new Date('2026-11-21T18:30:00Z'),
      weekStart: new Date('2026-11-15T18:30:00Z'),
      weekEnd: new Date('2026-11-22T18:30:00Z'),
    });
    // Monday 23 November, 00:00 IST starts a new week.
    expect(istPeriods(new Date('2026-11-22T18:30:00Z')).weekStart).toEqual(new Date('2026-11-22T18:30:00Z'));
  });
});

describe('GET /admin/dashboard', () => {
  it("counts today's and this week's paid bookings and revenue per kind", async () => {
    const d = await dashboardOf(admin);
    expect(d.today.puja_booking).toEqual({ count: 2, revenue: 4002 });
    expect(d.week.puja_booking).toEqual({ count: 3, revenue: 6003 }); // + Saturday's; the unpaid one never
    expect(d.today.chadhava_booking.count).toBe(1);
    expect(d.today.donation.count).toBe(1);
    expect(d.today.product_order).toEqual({ count: 1, revenue: 499 });
    expect(d.today.pandit_booking).toEqual({ count: 1, revenue: 1000 });
    expect(d.reviewQueue).toBe(1);
  });

  it('lists the coming week with paid participants, and low stock', async () => {
    const d = await dashboardOf(admin);
    const puja = d.upcoming.find((u) => u.id === fxA.pujaId);
    expect(puja).toMatchObject({
      kind: 'puja',
      title: 'Rudrabhishek Puja',
      participants: 2,
      temple: { id: await templeOf(fxA) },
    });
    expect(d.upcoming.find((u) => u.id === fxB.pujaId)).toMatchObject({ participants: 1 });
    expect(d.upcoming.find((u) => u.id === event.eventId)).toMatchObject({ kind: 'event', participants: 1 });
    // Consultations are the pandits' own list.
    expect(d.upcoming.some((u) => u.kind === 'consultation')).toBe(false);
    // Sorted by when they take place.
    const times = d.upcoming.map((u) => u.at);
    expect([...times].sort()).toEqual(times);
    // 4 on the shelf, one sold: 3 left.
    expect(d.lowStock).toEqual([{ productId: product.productId, title: product.name, variant: 'S / White', stock: 3 }]);
  });

  it("shows temple staff only their temples' bookings and events, no queue, no stock", async () => {
    const d = await dashboardOf(staffA);
    expect(d.today.puja_booking).toEqual({ count: 1, revenue: 2001 }); // Sunday's at temple A only
    expect(d.week.puja_booking).toEqual({ count: 2, revenue: 4002 });
    for (const kind of ['chadhava_booking', 'donation', 'product_order', 'pandit_booking'] as const)
      expect(d.week[kind], kind).toEqual({ count: 0, revenue: 0 });
    // Temple A's two open pujas (the fixture's own and its "other"), nothing of temple B or C.
    expect(d.upcoming.map((u) => u.id).sort()).toEqual([fxA.pujaId, fxA.otherPujaId].sort());
    expect(d.reviewQueue).toBeNull();
    expect(d.lowStock).toEqual([]);

    const c = await dashboardOf(staffC);
    expect(c.week.puja_booking.count).toBe(0);
    expect(c.week.chadhava_booking.count).toBe(1);
    expect(c.upcoming.map((u) => u.id)).toEqual([event.eventId]);
  });

  it('shows a pandit their own consultations', async () => {
    const d = await dashboardOf(pandit);
    expect(d.today.pandit_booking).toEqual({ count: 1, revenue: 1000 });
    expect(d.week.puja_booking.count).toBe(0);
    expect(d.upcoming).toEqual([
      expect.objectContaining({
        kind: 'consultation',
        id: consult.id,
        at: '2026-11-23T04:30:00.000Z',
        participants: 1,
      }),
    ]);
    expect(d.reviewQueue).toBeNull();
  });

  it('marks a puja that started days ago and is not over (an anushthan) as running, with its end', async () => {
    const now = clock.now();
    const ends = new Date(now.getTime() + 2 * DAY);
    await t.db.db
      .update(pujas)
      .set({ startTime: new Date(now.getTime() - 3 * DAY), endTime: ends })
      .where(eq(pujas.id, fxB.otherPujaId));
    const d = await dashboardOf(admin);
    expect(d.upcoming.find((u) => u.id === fxB.otherPujaId)).toMatchObject({
      running: true,
      endsAt: ends.toISOString(),
    });
    // Not started yet: upcoming, with its end too.
    expect(d.upcoming.find((u) => u.id === fxA.pujaId)).toMatchObject({ running: false, endsAt: expect.any(String) });
    // A chadhava event is a day: no end of its own.
    expect(d.upcoming.find((u) => u.id === event.eventId)).toMatchObject({ endsAt: null });
  });
});
