import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pujas } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, fakeClock, registerUser } from '../../auth/auth.test-utils';
import { insertFixture, type Fixture } from '../../bookings/bookings.test-utils';
import { insertEvent } from '../../chadhava/chadhava.test-utils';
import { insertPandit } from '../../consultations/consultations.test-utils';
import { insertProduct } from '../../orders/orders.test-utils';
import { grant, makeStaff, type TwoFactorUser } from '../admin.test-utils';
import {
  chadhavaBooking,
  consultation,
  donation,
  eventTemple,
  idsOf,
  insertRefund,
  listBookings,
  productOrder,
  pujaBooking,
  type Made,
} from './admin-bookings.test-utils';

// GET /admin/bookings: one list across the five kinds; search, filters, paging, and each role's reach.

const clock = fakeClock(); // Saturday 21 November 2026, 12:00 IST
let t: TestApp;
let fxA: Fixture;
let fxB: Fixture;
let templeC: string;
let panditId: string;
let otherPanditId: string;
const b = {} as Record<'pujaA' | 'pujaB' | 'chadhava' | 'donation' | 'order' | 'consult' | 'otherConsult', Made>;
let admin: TwoFactorUser;
let operator: TwoFactorUser;
let staffA: TwoFactorUser;
let staffC: TwoFactorUser;
let pandit: TwoFactorUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fxA = await insertFixture(db, clock.now());
  fxB = await insertFixture(db, clock.now());
  const event = await insertEvent(db, clock.now());
  templeC = await eventTemple(db, event.eventId);
  const product = await insertProduct(db);
  panditId = (await insertPandit(db)).panditId;
  otherPanditId = (await insertPandit(db)).panditId;

  // Created an hour apart, oldest first, so the list order is known.
  b.pujaA = await pujaBooking(t, fxA, {
    full_name: 'Gauri Shankar',
    email: 'gauri@example.in',
    phone: '+91 98765 00001',
  });
  clock.advance(60_000);
  b.pujaB = await pujaBooking(
    t,
    fxB,
    { full_name: 'Bina Rao', email: 'bina@example.in', phone: '9000000002' },
    { pay: false },
  );
  clock.advance(60_000);
  b.chadhava = await chadhavaBooking(t, event, {
    fullName: 'Chitra Iyer',
    email: 'chitra@example.in',
    phone: '9000000003',
  });
  clock.advance(60_000);
  b.donation = await donation(t, { name: 'Dev Anand', email: 'dev@example.in', phone: '9000000004' });
  clock.advance(60_000);
  b.order = await productOrder(t, product, {
    full_name: 'Meera Sharma',
    email_address: 'meera@example.in',
    phone_number: '9000000006',
  });
  clock.advance(60_000);
  b.consult = await consultation(t, { panditId }, { email: 'esha@example.in', phone: '9000000005' });
  clock.advance(60_000);
  b.otherConsult = await consultation(
    t,
    { panditId: otherPanditId },
    { email: 'fatima@example.in', phone: '9000000007' },
  );

  const now = clock.now();
  admin = await makeStaff(t, [grant('admin')], { now });
  operator = await makeStaff(t, [grant('operator')], { now });
  staffA = await makeStaff(t, [grant('temple_staff', { templeId: await templeOf(fxA) })], { now });
  staffC = await makeStaff(t, [grant('temple_staff', { templeId: templeC })], { now });
  pandit = await makeStaff(t, [grant('pandit', { panditId })], { now });
});
afterAll(() => t?.close());

async function templeOf(fx: Fixture): Promise<string> {
  const [p] = await t.db.db.select({ templeId: pujas.templeId }).from(pujas).where(eq(pujas.id, fx.pujaId));
  return p!.templeId;
}

const listBookingsAs = (u: TwoFactorUser, query = '', status = 200) => listBookings(t, u.token, query, status);
const all = () =>
  Object.values(b)
    .map((m) => m.id)
    .sort();

describe('GET /admin/bookings', () => {
  it('lists every kind, newest first, with the row the console shows', async () => {
    const page = await listBookingsAs(admin);
    expect(page.total).toBe(7);
    expect(page.items.map((i) => i._id)).toEqual([
      b.otherConsult.id,
      b.consult.id,
      b.order.id,
      b.donation.id,
      b.chadhava.id,
      b.pujaB.id,
      b.pujaA.id,
    ]);
    const puja = page.items.find((i) => i._id === b.pujaA.id)!;
    expect(puja).toMatchObject({
      kind: 'puja_booking',
      reference: b.pujaA.reference,
      name: 'Gauri Shankar',
      email: 'gauri@example.in',
      phone: '+91 98765 00001',
      title: 'Rudrabhishek Puja',
      temple: { id: expect.any(String), name: expect.any(String) },
      amount: 2001,
      payment_status: 'completed',
      refunded_amount: 0,
    });
    expect(page.items.find((i) => i._id === b.donation.id)).toMatchObject({ kind: 'donation', temple: null });
    expect(page.items.find((i) => i._id === b.order.id)).toMatchObject({
      kind: 'product_order',
      title: expect.stringContaining('Khadi Kurta'),
    });
    expect(page.items.find((i) => i._id === b.consult.id)).toMatchObject({
      kind: 'pandit_booking',
      title: expect.stringContaining('Astro'),
    });
    // Operators see the same list.
    expect(idsOf(await listBookingsAs(operator))).toEqual(all());
  });

  it('pages with limit and offset, total counting every match', async () => {
    const first = await listBookingsAs(admin, 'limit=2');
    expect(first.items.map((i) => i._id)).toEqual([b.otherConsult.id, b.consult.id]);
    expect(first.total).toBe(7);
    const second = await listBookingsAs(admin, 'limit=2&offset=2');
    expect(second.items.map((i) => i._id)).toEqual([b.order.id, b.donation.id]);
    const past = await listBookingsAs(admin, 'limit=2&offset=50');
    expect(past).toMatchObject({ items: [], total: 7 });
  });

  it.each([
    ['the booking id', () => b.pujaA.id],
    ['the id in capitals', () => b.pujaA.id.toUpperCase()],
    ['the reference', () => b.pujaA.reference],
    ['the reference typed loosely', () => b.pujaA.reference.toLowerCase().replaceAll('-', ' ')],
    ['the e-mail, any case', () => 'Gauri@Example.IN'],
    ['the phone, as the devotee wrote it', () => '+91 98765 00001'],
    ['the phone, bare ten digits', () => '9876500001'],
    ['part of the phone', () => '500001'],
    ['the name, any case', () => 'gauri shankar'],
    ['part of the name', () => 'SHANK'],
  ])('finds a booking by %s, and nothing else', async (_label, q) => {
    const page = await listBookingsAs(admin, `q=${encodeURIComponent(q())}`);
    expect(idsOf(page)).toEqual([b.pujaA.id]);
    expect(page.total).toBe(1);
  });

  it('finds every kind by its own fields', async () => {
    expect(idsOf(await listBookingsAs(admin, 'q=dev%40example.in'))).toEqual([b.donation.id]);
    expect(idsOf(await listBookingsAs(admin, 'q=9000000006'))).toEqual([b.order.id]);
    expect(idsOf(await listBookingsAs(admin, `q=${b.consult.reference}`))).toEqual([b.consult.id]);
    expect(idsOf(await listBookingsAs(admin, 'q=chitra'))).toEqual([b.chadhava.id]);
    // A search that matches nothing, and LIKE's wildcards taken literally.
    expect(await listBookingsAs(admin, 'q=nobody')).toMatchObject({ items: [], total: 0 });
    expect(await listBookingsAs(admin, 'q=%25')).toMatchObject({ items: [], total: 0 });
    expect(await listBookingsAs(admin, 'q=_')).toMatchObject({ items: [], total: 0 });
  });

  it('filters by kind, payment status, temple and date range', async () => {
    expect(idsOf(await listBookingsAs(admin, 'kind=puja_booking'))).toEqual([b.pujaA.id, b.pujaB.id].sort());
    expect(idsOf(await listBookingsAs(admin, 'status=pending'))).toEqual([b.pujaB.id]);
    expect(idsOf(await listBookingsAs(admin, 'kind=puja_booking&status=completed'))).toEqual([b.pujaA.id]);
    expect(idsOf(await listBookingsAs(admin, `temple=${templeC}`))).toEqual([b.chadhava.id]);
    // Today (IST) holds everything; tomorrow and yesterday nothing.
    expect((await listBookingsAs(admin, 'from=2026-11-21&to=2026-11-21')).total).toBe(7);
    expect((await listBookingsAs(admin, 'from=2026-11-22')).total).toBe(0);
    expect((await listBookingsAs(admin, 'to=2026-11-20')).total).toBe(0);
    // An exact instant: after the first booking's minute, only the later ones.
    const after = new Date(Date.parse('2026-11-21T06:30:30Z')).toISOString();
    const page = await listBookingsAs(admin, `from=${encodeURIComponent(after)}`);
    expect(page.items.map((i) => i._id)).not.toContain(b.pujaA.id);
    expect(page.total).toBe(6);
  });

  it("shows 'refunded' once processed refunds cover the amount, and the refunded sum before that", async () => {
    const refund = await insertRefund(t.db.db, 'chadhava_booking', b.chadhava.id, 5000, { now: clock.now() });
    await insertRefund(t.db.db, 'chadhava_booking', b.chadhava.id, 9999, { status: 'pending', now: clock.now() });
    let row = (await listBookingsAs(admin, `q=${b.chadhava.id}`)).items[0]!;
    expect(row).toMatchObject({ payment_status: 'completed', refunded_amount: 50 });
    const amount = row.amount as number;
    await insertRefund(t.db.db, 'chadhava_booking', b.chadhava.id, Math.round(amount * 100) - 5000, {
      now: clock.now(),
    });
    row = (await listBookingsAs(admin, `q=${b.chadhava.id}`)).items[0]!;
    expect(row).toMatchObject({ payment_status: 'refunded', refunded_amount: amount });
    expect(idsOf(await listBookingsAs(admin, 'status=refunded'))).toEqual([b.chadhava.id]);
    expect(idsOf(await listBookingsAs(admin, 'status=completed'))).not.toContain(b.chadhava.id);
    expect(refund.id).toBeTruthy();
  });

  it("limits temple staff to their temples' puja and chadhava bookings (never donations or orders)", async () => {
    expect(idsOf(await listBookingsAs(staffA))).toEqual([b.pujaA.id]);
    expect(idsOf(await listBookingsAs(staffC))).toEqual([b.chadhava.id]);
    // Searching or filtering for another temple's booking, or a donation, finds nothing.
    expect((await listBookingsAs(staffA, `q=${b.pujaB.id}`)).total).toBe(0);
    expect((await listBookingsAs(staffA, 'q=dev%40example.in')).total).toBe(0);
    expect((await listBookingsAs(staffA, 'kind=donation')).total).toBe(0);
    expect((await listBookingsAs(staffA, `temple=${templeC}`)).total).toBe(0);
  });

  it('limits a pandit to their own consultations', async () => {
    expect(idsOf(await listBookingsAs(pandit))).toEqual([b.consult.id]);
    expect((await listBookingsAs(pandit, `q=${b.otherConsult.reference}`)).total).toBe(0);
    expect((await listBookingsAs(pandit, 'kind=puja_booking')).total).toBe(0);
  });

  it('answers bad filters 400 with the field, never 500', async () => {
    const bad: Array<[string, string]> = [
      ['from=2026-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['to=2026-11-21T10:00:00', 'to'], // no offset
      ['from=2026-11-22&to=2026-11-21', 'to'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=1e9', 'limit'],
      ['offset=-1', 'offset'],
      ['kind=temple', 'kind'],
      ['status=paid', 'status'],
      ['temple=not-a-uuid', 'temple'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=a%00b', 'q'],
      ['q=a%07b', 'q'],
    ];
    for (const [query, field] of bad) {
      const r = (await listBookingsAs(admin, query, 400)).reply;
      expect(r.body.errors ?? {}, query).toHaveProperty(field);
    }
  });

  it('is closed to devotees and guests', async () => {
    const devotee = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/v1/admin/bookings', { token: devotee.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/bookings')).status).toBe(401);
  });
});
