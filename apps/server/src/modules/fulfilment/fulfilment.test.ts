import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardItem, BoardPage, PujaGroupPage } from '@sankalp/shared/api/admin-fulfilment';
import type { AdminDashboard } from '@sankalp/shared/api/admin-bookings';
import { auditLog, mailOutbox, notifications, productOrders, promises } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, DAY, expectStatus, fakeClock, HOUR } from '../auth/auth.test-utils';
import { insertFixture, type Fixture } from '../bookings/bookings.test-utils';
import { insertPandit } from '../consultations/consultations.test-utils';
import { insertProduct } from '../orders/orders.test-utils';
import { grant, makeStaff, type TwoFactorUser } from '../admin/admin.test-utils';
import {
  consultation,
  donation,
  productOrder,
  pujaBooking,
  type Made,
} from '../admin/bookings/admin-bookings.test-utils';
import { testDataDir } from '../media/media.test-utils';
import { givePromises, promiseRow, templeOfPuja } from './fulfilment.test-utils';
import { queueOverdueDigest } from './overdue-digest';

// The fulfilment board (issue 10): reads by reach, overdue first, the actions that keep promises,
// their audit rows and notifications, the overdue digest and the dashboard's on-time share.

const clock = fakeClock(); // Saturday 21 November 2026, 12:00 IST
let t: TestApp;
let fxA: Fixture;
let fxB: Fixture;
let templeA: string;
let templeB: string;
let panditId: string;
let admin: TwoFactorUser;
let staffA: TwoFactorUser;
let staffB: TwoFactorUser;
let pandit: TwoFactorUser;
const devotees: Made[] = [];
let atB: Made;
let order: Made;
let gift: Made;
let consult: Made;
const P: Record<string, Record<string, string>> = {};

type Data<T> = { data: T };
const board = async (token: string, q = '') => {
  const r = await call(t.app, 'GET', `/api/v1/admin/fulfilment${q ? `?${q}` : ''}`, { token });
  expectStatus(r, 200);
  return (r.body as unknown as Data<BoardPage>).data;
};
const post = (token: string, path: string, body: unknown) =>
  call(t.app, 'POST', `/api/v1/admin/fulfilment/${path}`, { token, body });
const notificationsOf = (key: string) => t.db.db.select().from(notifications).where(like(notifications.dedupeKey, key));

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now, env: { DATA_DIR: testDataDir() } });
  const db = t.db.db;
  const now = clock.now();
  fxA = await insertFixture(db, now);
  fxB = await insertFixture(db, now);
  templeA = await templeOfPuja(db, fxA.pujaId);
  templeB = await templeOfPuja(db, fxB.pujaId);
  panditId = (await insertPandit(db)).panditId;
  const product = await insertProduct(db, { onHand: 10 });
  for (const [i, name] of ['Gauri Shankar', 'Hari Om'].entries())
    devotees.push(await pujaBooking(t, fxA, { full_name: name, email: `dev${i}@example.in`, phone: `900000000${i}` }));
  atB = await pujaBooking(t, fxB, { full_name: 'Bina Rao', email: 'bina@example.in', phone: '9000000009' });
  order = await productOrder(t, product, {
    full_name: 'Meera Sharma',
    email_address: 'meera@example.in',
    phone_number: '9000000007',
  });
  gift = await donation(t, { name: 'Dev Anand', email: 'dev@example.in', phone: '9000000006' });
  consult = await consultation(t, { panditId }, { email: 'esha@example.in', phone: '9000000008' });
  // The puja is two days away (fixture): performed that day, video 5 days later, box 10.
  const pujaDay = now.getTime() + 2 * DAY;
  for (const b of [...devotees, atB]) {
    const temple = b === atB ? templeB : templeA;
    P[b.id] = await givePromises(
      db,
      'puja_booking',
      b.id,
      [
        { type: 'confirmation_call', dueAt: new Date(now.getTime() + 2 * HOUR), templeId: temple },
        { type: 'puja_performed', dueAt: new Date(pujaDay + DAY), templeId: temple },
        { type: 'puja_video', dueAt: new Date(pujaDay + 6 * DAY), templeId: temple },
        { type: 'aashirwad_box', dueAt: new Date(pujaDay + 11 * DAY), templeId: temple },
      ],
      now,
    );
  }
  // As if booked three hours ago: the pujas' confirmation calls (2 hours) are overdue.
  for (const b of [...devotees, atB])
    await db
      .update(promises)
      .set({ dueAt: new Date(now.getTime() - HOUR) })
      .where(eq(promises.id, P[b.id]!.confirmation_call!));
  P[order.id] = await givePromises(
    db,
    'product_order',
    order.id,
    [{ type: 'dispatch', dueAt: new Date(now.getTime() + 4 * DAY) }],
    now,
  );
  P[gift.id] = await givePromises(
    db,
    'donation',
    gift.id,
    [{ type: 'certificate_80g', dueAt: new Date(now.getTime() + 7 * DAY) }],
    now,
  );
  P[consult.id] = await givePromises(
    db,
    'pandit_booking',
    consult.id,
    [{ type: 'consultation', dueAt: new Date(now.getTime() + 3 * DAY), panditId }],
    now,
  );
  admin = await makeStaff(t, [grant('admin')], { now });
  staffA = await makeStaff(t, [grant('temple_staff', { templeId: templeA })], { now });
  staffB = await makeStaff(t, [grant('temple_staff', { templeId: templeB })], { now });
  pandit = await makeStaff(t, [grant('pandit', { panditId })], { now });
});
afterAll(() => t?.close());

describe('the board', () => {
  it('lists every promise for an admin, overdue first, then by due date, with what the team needs', async () => {
    const page = await board(admin.token, 'limit=100');
    const ids = page.items.map((i) => i.id);
    // Per puja booking: call, performed, video, Aashirwad Box; the store order: call and dispatch; the donation; the consultation.
    expect(ids).toHaveLength(3 * 4 + 2 + 1 + 1);
    const ranks = page.items.map((i) => (i.status === 'overdue' ? 0 : i.status === 'open' ? 1 : 2));
    expect([...ranks].sort()).toEqual(ranks);
    expect(page.items.slice(0, 3).every((i) => i.type === 'confirmation_call' && i.status === 'overdue')).toBe(true);
    const open = page.items.filter((i) => i.status === 'open').map((i) => i.dueAt);
    expect([...open].sort()).toEqual(open);
    const row = page.items.find((i) => i.id === P[devotees[0]!.id]!.puja_performed)!;
    expect(row).toMatchObject({
      kind: 'puja_booking',
      refId: devotees[0]!.id,
      reference: devotees[0]!.reference,
      name: 'Gauri Shankar',
      title: 'Rudrabhishek Puja',
      temple: { id: templeA },
      status: 'open',
    });
    expect(row.group?.key).toMatch(new RegExp(`^puja_booking:${fxA.pujaId}:2026-11-23$`));
    expect(page.items.find((i) => i.id === P[order.id]!.dispatch)!.address).toMatchObject({ city: expect.any(String) });
  });

  it('filters by kind, type, status and temple, and pages with a cursor', async () => {
    expect((await board(admin.token, 'kind=product_order')).items.map((i) => i.type).sort()).toEqual([
      'confirmation_call',
      'dispatch',
    ]);
    expect((await board(admin.token, 'type=consultation,certificate_80g')).items).toHaveLength(2);
    expect((await board(admin.token, 'status=overdue')).items).toHaveLength(3);
    expect((await board(admin.token, `temple=${templeB}`)).items.every((i) => i.temple?.id === templeB)).toBe(true);
    const first = await board(admin.token, 'limit=4');
    expect(first.nextCursor).toBe('o4');
    const second = await board(admin.token, `limit=4&cursor=${first.nextCursor}`);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expectStatus(await call(t.app, 'GET', '/api/v1/admin/fulfilment?status=late', { token: admin.token }), 400);
  });

  it('shows temple staff only their temples’ promises and pandits only their consultations', async () => {
    const mine = await board(staffA.token, 'limit=100');
    expect(mine.items).toHaveLength(8);
    expect(mine.items.every((i) => i.temple?.id === templeA)).toBe(true);
    const other = await board(staffB.token, 'limit=100');
    expect(other.items.some((i) => i.temple?.id === templeA)).toBe(false);
    expect(other.items).toHaveLength(4);
    expect((await board(pandit.token)).items.map((i: BoardItem) => i.id)).toEqual([P[consult.id]!.consultation]);
  });

  it('groups pujas by puja and date with their devotees and open promises', async () => {
    const r = await call(t.app, 'GET', '/api/v1/admin/fulfilment/pujas', { token: staffA.token });
    expectStatus(r, 200);
    const { groups } = (r.body as unknown as Data<PujaGroupPage>).data;
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      key: `puja_booking:${fxA.pujaId}:2026-11-23`,
      title: 'Rudrabhishek Puja',
      temple: { id: templeA },
      devotees: 2,
      overdue: 2,
      open: { puja_performed: 2, puja_video: 2, aashirwad_box: 2, confirmation_call: 2 },
    });
  });
});

describe('mark performed', () => {
  it('another temple’s staff get 404 and nothing changes', async () => {
    const group = `puja_booking:${fxA.pujaId}:2026-11-23`;
    expectStatus(await post(staffB.token, 'performed', { group }), 404);
    expectStatus(await post(staffB.token, 'performed', { promiseIds: [P[devotees[0]!.id]!.puja_performed] }), 404);
    expect((await promiseRow(t.db.db, P[devotees[0]!.id]!.puja_performed!)).keptAt).toBeNull();
  });

  it('refuses promises of another type (400 with the field) and a body naming no target', async () => {
    const r = await post(admin.token, 'performed', { promiseIds: [P[devotees[0]!.id]!.puja_video] });
    expectStatus(r, 400);
    expect(r.body.errors?.promiseIds).toMatch(/puja_performed/);
    expectStatus(await post(admin.token, 'performed', {}), 400);
  });

  it('keeps every devotee’s promise of a puja and date at once, audited, each devotee notified once', async () => {
    const group = `puja_booking:${fxA.pujaId}:2026-11-23`;
    const r = await post(staffA.token, 'performed', { group });
    expectStatus(r, 200);
    expect((r.body.data as { kept: number }).kept).toBe(2);
    for (const d of devotees) {
      const row = await promiseRow(t.db.db, P[d.id]!.puja_performed!);
      expect(row.keptAt).toEqual(clock.now());
      expect(row.keptBy).toBe(staffA.id);
    }
    expect((await promiseRow(t.db.db, P[atB.id]!.puja_performed!)).keptAt).toBeNull();
    const again = await post(staffA.token, 'performed', { group });
    expectStatus(again, 409);
    expect(again.body.code).toBe('already_kept');
    const sent = await notificationsOf('puja_performed:puja_booking:%');
    expect(sent.map((n) => n.dedupeKey).sort()).toEqual(
      devotees.map((d) => `puja_performed:puja_booking:${d.id}`).sort(),
    );
    const [entry] = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'fulfilment.performed'));
    expect(entry).toMatchObject({ actorId: staffA.id, objectId: group });
    expect((entry!.after as unknown[]).length).toBe(2);
  });
});

describe('parcels', () => {
  it('ships a store order with courier and tracking number (400 without), keeping dispatch and the order status in step', async () => {
    const id = P[order.id]!.dispatch!;
    const bad = await post(admin.token, 'parcel', { promiseIds: [id], step: 'shipped' });
    expectStatus(bad, 400);
    expect(bad.body.errors).toMatchObject({
      courier: 'Enter the courier',
      trackingNumber: 'Enter the tracking number',
    });
    expectStatus(await post(staffA.token, 'parcel', { promiseIds: [id], step: 'packed' }), 404);
    expectStatus(await post(admin.token, 'parcel', { promiseIds: [id], step: 'packed' }), 200);
    const status = async () =>
      (await t.db.db.select().from(productOrders).where(eq(productOrders.id, order.id)))[0]!.status;
    expect(await status()).toBe('packed');
    expectStatus(await post(admin.token, 'parcel', { promiseIds: [id], step: 'packed' }), 409);
    const shipped = await post(admin.token, 'parcel', {
      promiseIds: [id],
      step: 'shipped',
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    });
    expectStatus(shipped, 200);
    const row = await promiseRow(t.db.db, id);
    expect(row.keptAt).not.toBeNull();
    expect(row.evidence).toMatchObject({
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
      packedAt: expect.any(String),
    });
    expect(await status()).toBe('shipped');
    const [n] = await notificationsOf(`shipped:product_order:${order.id}`);
    expect(n?.body).toContain('EE123456789IN');
    expectStatus(await post(admin.token, 'parcel', { promiseIds: [id], step: 'delivered' }), 200);
    expect(await status()).toBe('delivered');
    expect((await promiseRow(t.db.db, id)).evidence.deliveredAt).toBeTruthy();
    expect(await notificationsOf(`delivered:product_order:${order.id}`)).toHaveLength(1);
    expect((await post(admin.token, 'parcel', { promiseIds: [id], step: 'delivered' })).body.code).toBe('already_kept');
  });

  it('the Aashirwad Box: shipped is a step (still open), delivered keeps it', async () => {
    const id = P[devotees[0]!.id]!.aashirwad_box!;
    const body = { promiseIds: [id], step: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV778899' };
    expectStatus(await post(staffA.token, 'parcel', body), 200);
    expect((await promiseRow(t.db.db, id)).keptAt).toBeNull();
    expectStatus(await post(staffA.token, 'parcel', { promiseIds: [id], step: 'out_for_delivery' }), 200);
    expectStatus(await post(staffA.token, 'parcel', { promiseIds: [id], step: 'delivered' }), 200);
    const row = await promiseRow(t.db.db, id);
    expect(row.keptAt).not.toBeNull();
    expect(row.evidence).toMatchObject({ trackingNumber: 'DLV778899', outForDeliveryAt: expect.any(String) });
  });
});

describe('consultations and certificates', () => {
  it('a no-show keeps the consultation with its outcome and suggests refunding all that was paid', async () => {
    const id = P[consult.id]!.consultation!;
    const r = await post(pandit.token, 'consultation', { promiseId: id, outcome: 'no_show' });
    expectStatus(r, 200);
    expect((r.body.data as { suggestRefund: { amount: number } }).suggestRefund).toEqual({ amount: 1000 });
    expect((await promiseRow(t.db.db, id)).evidence.outcome).toBe('no_show');
    expect((await post(pandit.token, 'consultation', { promiseId: id, outcome: 'completed' })).body.code).toBe(
      'already_kept',
    );
  });

  it('issuing an 80G certificate points at the donation’s receipt PDF and tells the donor', async () => {
    const id = P[gift.id]!.certificate_80g!;
    expectStatus(await post(admin.token, 'certificate', { promiseIds: [id] }), 200);
    expect((await promiseRow(t.db.db, id)).evidence.documentUrl).toBe(
      `/api/v1/donationsbooking/${gift.id}/receipt.pdf`,
    );
    expect(await notificationsOf(`certificate_ready:donation:${gift.id}`)).toHaveLength(1);
  });
});

describe('overdue digest and on-time share', () => {
  it('e-mails each admin and operator once a day from 09:00 IST, oldest overdue first', async () => {
    // 12:00 IST: the confirmation calls are overdue.
    expect(await queueOverdueDigest({ ...t.app.ctx, now: clock.now })).toBeGreaterThan(0);
    await queueOverdueDigest({ ...t.app.ctx, now: clock.now });
    const mails = await t.db.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email.toLowerCase()), like(mailOutbox.dedupeKey, 'overdue-digest:%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/3 overdue promises/);
    expect(mails[0]!.text).toContain('Confirmation call: 3');
    expect(mails[0]!.text).toContain('/admin/fulfilment');
    const early = new Date('2026-11-22T02:00:00Z'); // 07:30 IST the next day
    expect(await queueOverdueDigest({ ...t.app.ctx, now: () => early })).toBe(0);
  });

  it('the dashboard shows the share of promises due in the last 30 days kept on time, within reach', async () => {
    const read = async (token: string) =>
      ((await call(t.app, 'GET', '/api/v1/admin/dashboard', { token })).body as unknown as Data<AdminDashboard>).data
        .promisesOnTime;
    // Due so far: the three confirmation calls, none kept.
    expect(await read(admin.token)).toEqual({ due: 3, onTime: 0, share: 0 });
    expect(await read(staffA.token)).toEqual({ due: 2, onTime: 0, share: 0 });
    expect(await read(pandit.token)).toEqual({ due: 0, onTime: 0, share: null });
    // Four days on (Wednesday noon): due too are the store order's call (not kept), the pujas'
    // performed promises (kept on time at A, never at B) and the consultation (kept on time).
    clock.advance(4 * DAY);
    const later = await makeStaff(t, [grant('admin')], { now: clock.now() });
    expect(await read(later.token)).toEqual({ due: 8, onTime: 3, share: 3 / 8 });
  });
});
