import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPage } from '@sankalp/shared/api/admin-fulfilment';
import type { PrasadTracking } from '@sankalp/shared/api/prasad';
import { notifications, prasadOrders, promises, temples } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grant, makeStaff, type TwoFactorUser } from '../admin/admin.test-utils';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { offerings, orderOf, paidOrder, address } from './prasad.test-utils';

// A paid prasad order on the fulfilment board (issue 10): the board shows where it goes, its
// parcel steps are the board's own actions (no stored status: the order reads them from its
// promises), the devotee is told when it ships and arrives, and may then leave feedback.

const clock = fakeClock('2026-11-23T06:30:00.000Z'); // Monday, 12:00 IST
let t: TestApp;
let devotee: TestUser;
let admin: TwoFactorUser;
let offering: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: clock.now });
  devotee = await registerUser(t.app);
  offering = (await offerings(t.app)).find((o) => o.temple.includes('Kashi'))!.id;
  admin = await makeStaff(t, [grant('admin')], { now: clock.now() });
});
afterAll(() => t?.close());

const board = async (token: string, q: string) => {
  const r = await call(t.app, 'GET', `/api/v1/admin/fulfilment?${q}`, { token });
  expectStatus(r, 200);
  return (r.body.data as BoardPage).items;
};
const parcel = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/admin/fulfilment/parcel', { token, body });
const tracked = async (tid: string) => {
  const r = await call(t.app, 'GET', `/api/v1/prasad/track/${tid}`);
  expectStatus(r, 200);
  return (r.body.data as { tracking: PrasadTracking }).tracking;
};
const toldOf = (type: string, id: string) =>
  t.db.db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupeKey, `${type}:prasad_order:${id}`));

describe('a prasad order on the fulfilment board', () => {
  it('goes processing → shipped (tracking number public) → delivered through the board, then takes feedback', async () => {
    const created = await paidOrder(t.app, offering, devotee.token);
    const id = created.order._id;
    const tid = created.order.trackingId;
    const [row] = await t.db.db.select().from(prasadOrders).where(eq(prasadOrders.id, id));

    // The parcel rows: the customer, what is sent and where, at the offering's temple.
    const items = await board(admin.token, 'kind=prasad_order');
    const mine = items.filter((i) => i.refId === id);
    expect(mine.map((i) => i.type).sort()).toEqual(['delivery', 'dispatch']);
    expect(mine[0]).toMatchObject({
      reference: row!.reference,
      name: 'Sita Devi',
      title: `${row!.title} × 2`,
      temple: { id: row!.templeId },
      address: { ...address, country: 'India' },
    });
    const dispatch = mine.find((i) => i.type === 'dispatch')!.id;
    expect(await tracked(tid)).toMatchObject({ status: 'Processing', currentLocation: { trackingNumber: null } });

    // Another temple's staff do not reach it.
    const [other] = await t.db.db
      .select({ id: temples.id })
      .from(temples)
      .where(ne(temples.id, row!.templeId))
      .limit(1);
    const otherTempleStaff = await makeStaff(t, [grant('temple_staff', { templeId: other!.id })], { now: clock.now() });
    expectStatus(await parcel(otherTempleStaff.token, { promiseIds: [dispatch], step: 'packed' }), 404);

    expectStatus(await parcel(admin.token, { promiseIds: [dispatch], step: 'packed' }), 200);
    const shipped = await parcel(admin.token, {
      promiseIds: [dispatch],
      step: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EK987654321IN',
    });
    expectStatus(shipped, 200);
    expect(shipped.body.data).toMatchObject({ kept: 1, updated: 1 });
    expect(await tracked(tid)).toMatchObject({
      status: 'In Transit',
      color: 'blue',
      currentLocation: { step: 'In Transit', courier: 'India Post', trackingNumber: 'EK987654321IN' },
    });
    const [ship] = await toldOf('shipped', id);
    expect(ship).toMatchObject({ userId: devotee.id, link: `/prasad?track=${tid}` });
    expect(ship!.body).toContain('EK987654321IN');

    // Feedback waits for delivery.
    const feedback = () =>
      call(t.app, 'POST', `/api/v1/prasad/orders/${id}/feedback`, {
        token: devotee.token,
        body: { rating: 5, comment: 'Fresh prasad, lovingly packed.' },
      });
    expect((await feedback()).body.code).toBe('not_delivered');

    expectStatus(await parcel(admin.token, { promiseIds: [dispatch], step: 'out_for_delivery' }), 200);
    expect(await tracked(tid)).toMatchObject({ status: 'Out for Delivery', color: 'orange' });
    expectStatus(await parcel(admin.token, { promiseIds: [dispatch], step: 'delivered' }), 200);
    const done = await tracked(tid);
    expect(done).toMatchObject({ status: 'Delivered', color: 'green' });
    expect(done.timeline.every((s) => s.completed)).toBe(true);
    const kept = await t.db.db
      .select()
      .from(promises)
      .where(and(eq(promises.kind, 'prasad_order'), eq(promises.refId, id)));
    expect(kept.every((p) => p.keptAt !== null && p.keptBy === admin.id)).toBe(true);
    expect(await toldOf('delivered', id)).toHaveLength(1);
    expect((await parcel(admin.token, { promiseIds: [dispatch], step: 'delivered' })).body.code).toBe('already_kept');

    const fb = await feedback();
    expectStatus(fb, 201);
    expect(orderOf(fb)).toMatchObject({ status: 'Delivered', hasFeedback: true, trackingNumber: 'EK987654321IN' });
  });
});
