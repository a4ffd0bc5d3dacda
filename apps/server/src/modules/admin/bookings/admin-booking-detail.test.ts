import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetailData } from '@sankalp/shared/api/admin-bookings';
import { auditLog, pujaBookings, pujas } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, expectStatus, fakeClock } from '../../auth/auth.test-utils';
import { insertFixture, type Fixture } from '../../bookings/bookings.test-utils';
import { insertDonationFixture } from '../../donations/donations.test-utils';
import { insertPandit } from '../../consultations/consultations.test-utils';
import { grant, makeStaff, type TwoFactorUser } from '../admin.test-utils';
import { bookingsAfter, listBookings as listRows, type Cursor } from './admin-bookings.repository';
import { consultation, donation, insertRefund, pujaBooking, type Made } from './admin-bookings.test-utils';

// GET /admin/bookings/{kind}/{id} (one record with its payments and refunds) and GET /admin/bookings.csv.

const clock = fakeClock(); // Saturday 21 November 2026, 12:00 IST
let t: TestApp;
let fxA: Fixture;
let fxB: Fixture;
let pujaA: Made;
let pujaB: Made;
let gift: Made;
let consult: Made;
let panditId: string;
let admin: TwoFactorUser;
let staffA: TwoFactorUser;
let pandit: TwoFactorUser;
let otherPandit: TwoFactorUser;

const templeOf = async (fx: Fixture) =>
  (await t.db.db.select({ id: pujas.templeId }).from(pujas).where(eq(pujas.id, fx.pujaId)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  const db = t.db.db;
  fxA = await insertFixture(db, clock.now());
  fxB = await insertFixture(db, clock.now());
  await insertDonationFixture(db);
  panditId = (await insertPandit(db)).panditId;
  pujaA = await pujaBooking(t, fxA, { full_name: 'Gauri Shankar', email: 'gauri@example.in', phone: '9876500001' });
  clock.advance(1000);
  pujaB = await pujaBooking(t, fxB, { full_name: 'Bina Rao', email: 'bina@example.in', phone: '9000000002' });
  clock.advance(1000);
  gift = await donation(t, { name: 'Dev Anand', email: 'dev@example.in', phone: '9000000004' });
  clock.advance(1000);
  consult = await consultation(t, { panditId }, { email: 'esha@example.in', phone: '9000000005' });
  const now = clock.now();
  admin = await makeStaff(t, [grant('admin')], { now });
  staffA = await makeStaff(t, [grant('temple_staff', { templeId: await templeOf(fxA) })], { now });
  pandit = await makeStaff(t, [grant('pandit', { panditId })], { now });
  otherPandit = await makeStaff(t, [grant('pandit', { panditId: (await insertPandit(db)).panditId })], { now });
});
afterAll(() => t?.close());

const detail = (token: string, kind: string, id: string) =>
  call(t.app, 'GET', `/api/v1/admin/bookings/${kind}/${id}`, { token });

describe('GET /admin/bookings/{kind}/{id}', () => {
  it('shows the booking, everything it recorded, its payment history and its refunds', async () => {
    const refund = await insertRefund(t.db.db, 'puja_booking', pujaA.id, 100050, {
      now: clock.now(),
      requestedBy: admin.id,
    });
    const r = await detail(admin.token, 'puja_booking', pujaA.id);
    expectStatus(r, 200);
    const d = r.body.data as AdminBookingDetailData;
    expect(d.booking).toMatchObject({
      kind: 'puja_booking',
      _id: pujaA.id,
      reference: pujaA.reference,
      name: 'Gauri Shankar',
      amount: 2001,
      payment_status: 'completed',
      refunded_amount: 1000.5,
      paidAt: expect.any(String),
      paymentId: expect.stringMatching(/^pay_/),
    });
    expect(d.booking.details.fields).toEqual(
      expect.arrayContaining([
        { label: 'Puja', type: 'text', value: 'Rudrabhishek Puja' },
        { label: 'Gotra', type: 'text', value: 'Kashyap' },
        { label: 'Package price', type: 'money', value: 2001 },
        { label: 'Dakshina', type: 'money', value: 0 },
        { label: 'Puja starts', type: 'instant', value: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) },
        { label: 'Wants prasad', type: 'flag', value: expect.any(Boolean) },
        { label: 'Family members', type: 'text', value: 'Sita Devi, Mohan Kumar' },
      ]),
    );
    expect(JSON.stringify(d)).not.toContain('accessKey');
    // The promises its payment made (issue 10), as the devotee sees them.
    expect(d.promises.map((p) => p.kind)).toEqual(['confirmation_call', 'puja_performed', 'puja_video', 'aashirwad_box']);
    expect(d.promises.every((p) => p.status === 'open' && p.keptAt === null)).toBe(true);
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({
      status: 'paid',
      amount: 2001,
      providerOrderId: expect.stringMatching(/^order_/),
      needsReview: false,
      transactions: [
        {
          status: expect.any(String),
          amount: 2001,
          providerPaymentId: d.booking.paymentId,
          source: expect.any(String),
        },
      ],
    });
    expect(d.refunds).toEqual([
      expect.objectContaining({
        id: refund.id,
        amount: 1000.5,
        status: 'processed',
        requestedBy: { id: admin.id, name: expect.any(String) },
      }),
    ]);
  });

  it('shows each kind its own details (a donation, a consultation)', async () => {
    const d = (await detail(admin.token, 'donation', gift.id)).body.data as AdminBookingDetailData;
    expect(d.booking).toMatchObject({ kind: 'donation', temple: null, refunded_amount: 0 });
    expect(d.booking.details.fields).toEqual(
      expect.arrayContaining([{ label: 'PAN', type: 'text', value: 'ABCDE1234F' }]),
    );
    expect(d.booking.details.lines[0]).toMatchObject({ quantity: 2, price: 501 });
    const c = (await detail(admin.token, 'pandit_booking', consult.id)).body.data as AdminBookingDetailData;
    expect(c.booking.details.fields).toEqual(
      expect.arrayContaining([{ label: 'Service', type: 'text', value: 'Astro' }]),
    );
  });

  it('answers 404 for what is out of reach, unknown or malformed', async () => {
    const nobody = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    expectStatus(await detail(staffA.token, 'puja_booking', pujaA.id), 200);
    expectStatus(await detail(staffA.token, 'puja_booking', pujaB.id), 404); // another temple's
    expectStatus(await detail(staffA.token, 'donation', gift.id), 404); // never donations
    expectStatus(await detail(pandit.token, 'pandit_booking', consult.id), 200);
    expectStatus(await detail(otherPandit.token, 'pandit_booking', consult.id), 404);
    expectStatus(await detail(pandit.token, 'puja_booking', pujaA.id), 404);
    expectStatus(await detail(admin.token, 'puja_booking', nobody), 404);
    expectStatus(await detail(admin.token, 'donation', pujaA.id), 404); // the id of another kind
    expectStatus(await detail(admin.token, 'temple', pujaA.id), 404);
    const malformed = await detail(admin.token, 'puja_booking', 'not-a-uuid');
    expectStatus(malformed, 404);
    expect(malformed.body.code).toBe('not_found');
  });
});

describe('GET /admin/bookings.csv', () => {
  const csv = async (token: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/bookings.csv${query ? `?${query}` : ''}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };

  it('exports the filtered list as a dated UTF-8 attachment with a header row', async () => {
    const res = await csv(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="sankalp-bookings-2026-11-21.csv"');
    const body = res.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Kind,Reference,ID,Created (IST),Name,Email,Phone,Title,Temple,Amount (INR),Payment status,Refunded (INR)',
    );
    expect(lines.at(-1)).toBe(''); // CRLF-terminated
    expect(lines.slice(1, -1).map((l) => l.split(',')[2])).toEqual([consult.id, gift.id, pujaB.id, pujaA.id]);
    expect(lines.find((l) => l.includes(pujaA.id))).toContain('2026-11-21 12:00:00,Gauri Shankar,gauri@example.in');
    expect(res.headers['x-total-count']).toBe('4');

    const filtered = await csv(admin.token, 'kind=donation');
    expect(
      filtered.body
        .slice(1)
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(',')[2]),
    ).toEqual([gift.id]);
  });

  it('neutralises formulas, quotes commas and quotes, and keeps Hindi names', async () => {
    // Names as stored (an older record, an edit): the export must be safe whatever a cell holds.
    const eve = await pujaBooking(t, fxA, { full_name: 'Eve', email: 'eve@example.in', phone: '+91 90000 00010' });
    const ram = await pujaBooking(t, fxA, { full_name: 'Ram', email: 'ram@example.in', phone: '9000000011' });
    await t.db.db
      .update(pujaBookings)
      .set({ donorName: '=HYPERLINK("http://x.test","click")' })
      .where(eq(pujaBookings.id, eve.id));
    await t.db.db.update(pujaBookings).set({ donorName: 'राम कुमार, वाराणसी' }).where(eq(pujaBookings.id, ram.id));
    const lines = (await csv(admin.token, 'kind=puja_booking')).body.split('\r\n');
    const eveLine = lines.find((l) => l.includes(eve.id))!;
    expect(eveLine).toContain(`,"'=HYPERLINK(""http://x.test"",""click"")",eve@example.in,'+91 90000 00010,`);
    expect(lines.find((l) => l.includes(ram.id))).toContain(',"राम कुमार, वाराणसी",ram@example.in,');
  });

  it('exports only what the caller reaches, and audits who exported which filter', async () => {
    const res = await csv(staffA.token, 'q=gauri');
    expect(res.statusCode).toBe(200);
    const rows = res.body.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(pujaA.id);
    expect((await csv(staffA.token, 'kind=donation')).body.split('\r\n').slice(1, -1)).toEqual([]);
    const [entry] = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bookings.export'), eq(auditLog.actorId, staffA.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ objectType: 'bookings', after: { filter: { kind: 'donation' }, rows: 0, total: 0 } });
  });

  it('reads a long list in keyset chunks: every row once, newest first, ties broken by id', async () => {
    const filter = { reach: { everything: true, templeIds: [], panditIds: [] } };
    const { rows: expected } = await listRows(t.db.db, filter, { limit: 100, offset: 0 });
    const walked: string[] = [];
    let cursor: Cursor | undefined;
    for (;;) {
      const [row] = await bookingsAfter(t.db.db, filter, 1, cursor);
      if (!row) break;
      walked.push(row.id);
      cursor = row.cursor;
    }
    expect(walked).toEqual(expected.map((r) => r.id));
    expect(new Set(walked).size).toBe(walked.length);
  });

  it('refuses bad filters with 400, as the list does', async () => {
    expect((await csv(admin.token, 'from=2026-11-22&to=2026-11-01')).statusCode).toBe(400);
    expect((await csv(admin.token, 'status=paid')).statusCode).toBe(400);
  });
});
