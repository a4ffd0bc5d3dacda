import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanditAvailability, PanditBookingCreated, PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import type { Pandit } from '@sankalp/shared/api/catalog';
import { panditBookings, paymentOrders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, MINUTE, registerUser, type TestUser } from '../auth/auth.test-utils';
import { sandboxPay } from '../payments/payments.test-utils';
import { renderConsultationIcs } from './consultations.service';
import {
  at,
  availability,
  book,
  bookingBody,
  bookingRow,
  createBooking,
  getBooking,
  insertPandit,
  mailsFor,
  MONDAY,
  ordersOf,
  silentPay,
  verify,
  type PanditFixture,
} from './consultations.test-utils';

// The fake clock starts Saturday 21 November 2026, 12:00 IST; test pandits work Mon-Sat
// 10:00-13:00 and 16:00-19:00 IST and rest on Sunday.
const clock = fakeClock();
let t: TestApp;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.db;
const bookingCount = async () => Number((await db().select({ n: count() }).from(panditBookings))[0]!.n);
const orderCount = async () => Number((await db().select({ n: count() }).from(paymentOrders))[0]!.n);
const viewOf = (r: { body: { data?: unknown } }) => (r.body.data as { booking: PanditBookingView }).booking;
const freeOf = async (fx: PanditFixture, date: string) => {
  const r = await availability(t.app, fx.panditId, date);
  expectStatus(r, 200);
  return (r.body.data as PanditAvailability).free;
};
const WORKDAY = (date: string) => [
  { from: at(date, '10:00'), to: at(date, '13:00') },
  { from: at(date, '16:00'), to: at(date, '19:00') },
];

describe('GET /pandits/{id}/availability', () => {
  it('a working day: the working hours; a booked half hour is taken out', async () => {
    const fx = await insertPandit(db());
    const r = await availability(t.app, fx.panditId, MONDAY);
    expectStatus(r, 200);
    expect(r.body).toMatchObject({
      success: true,
      data: { date: MONDAY, timezone: 'Asia/Kolkata', free: WORKDAY(MONDAY) },
    });
    await book(t.app, fx);
    expect(await freeOf(fx, MONDAY)).toEqual([
      { from: at(MONDAY, '10:30'), to: at(MONDAY, '13:00') },
      { from: at(MONDAY, '16:00'), to: at(MONDAY, '19:00') },
    ]);
  });

  it('a day off, a past day and the rest of today', async () => {
    const fx = await insertPandit(db());
    expect(await freeOf(fx, '2026-11-22')).toEqual([]); // Sunday
    expect(await freeOf(fx, '2026-11-20')).toEqual([]); // yesterday
    expect(await freeOf(fx, '2026-11-21')).toEqual([
      { from: at('2026-11-21', '12:00'), to: at('2026-11-21', '13:00') },
      { from: at('2026-11-21', '16:00'), to: at('2026-11-21', '19:00') },
    ]);
  });

  it('400 for a bad date or id, 404 for an unknown pandit', async () => {
    const fx = await insertPandit(db());
    for (const bad of ['', '2026-13-01', '2026-02-30', '23-11-2026', 'x'.repeat(5000), '2026-11-23\u0000'])
      expectStatus(await availability(t.app, fx.panditId, bad), 400);
    expectStatus(await call(t.app, 'GET', `/api/v1/pandits/${fx.panditId}/availability`), 400);
    const missing = await availability(t.app, '00000000-0000-4000-8000-000000000000', MONDAY);
    expectStatus(missing, 404);
    expect(missing.body).toMatchObject({ message: 'Pandit not found', code: 'not_found' });
    expectStatus(await availability(t.app, 'nope', MONDAY), 400);
  });

  it('the pandit object carries consultationFee (rupees) and services', async () => {
    const fx = await insertPandit(db(), { services: ['Vastu'] });
    const r = await call(t.app, 'GET', `/api/v1/pandits/${fx.panditId}`);
    expect((r.body.data as { pandit: Pandit }).pandit).toMatchObject({ consultationFee: 1000, services: ['Vastu'] });
  });
});

describe('POST /pandit-bookings → pay → verify', () => {
  it('guest: pending booking holding its time, verified payment confirms it, one e-mail with the .ics', async () => {
    const fx = await insertPandit(db());
    const r = await createBooking(t.app, fx, { specialRequests: '  Career question  ' });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({ success: true, message: 'Booking Created Successfully' });
    const created = r.body.data as PanditBookingCreated;
    expect(created.order).toMatchObject({ amount: 100_000, currency: 'INR' });
    expect(created.accessKey).toMatch(/^[\w-]{20,}$/);
    expect(created.booking).toMatchObject({
      kind: 'pandit_booking',
      reference: expect.stringMatching(/^SNK-/),
      payment_status: 'pending',
      status: 'pending',
      amount_total: 1000,
      serviceType: 'Astro',
      preferredTime: { from: at(MONDAY, '10:00'), to: at(MONDAY, '10:30') },
      customer: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' },
      specialRequests: 'Career question',
      payment_ref_id: { amount: 1000 },
      hold_expires_at: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
    });

    const cb = await silentPay(t.app, created);
    const v = await verify(t.app, { ...cb, bookingId: created.booking._id });
    expectStatus(v, 200);
    expect(v.body).toMatchObject({ status: 'success' });
    const read = viewOf(await getBooking(t.app, created.booking._id, { key: created.accessKey }));
    expect(read).toMatchObject({ payment_status: 'completed', status: 'confirmed', hold_expires_at: null });
    // Verifying again changes nothing; one e-mail.
    expectStatus(await verify(t.app, cb), 200);
    const mails = await mailsFor(db(), created.booking._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'asha@example.in' });
    expect(mails[0]!.subject).toContain('Booking Confirmed!');
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({
        source: 'pandit-booking-ics',
        refId: created.booking._id,
        filename: 'consultation.ics',
      }),
    ]);
    const ics = (await renderConsultationIcs(db(), t.app.ctx.config, created.booking._id)).toString('utf8');
    expect(ics).toContain('DTSTART:20261123T043000Z\r\n');
    expect(ics).toContain('DTEND:20261123T050000Z\r\n');
    expect(ics).toMatch(/SUMMARY:Astrology Consultation with Pt\. Test/);
  });

  it('signed in: the booking is the user’s, appended to PanditBookingIds, readable by session', async () => {
    const fx = await insertPandit(db());
    const created = await book(t.app, fx, { token: user.token, email: user.email });
    expectStatus(await verify(t.app, await silentPay(t.app, created)), 200);
    expect(viewOf(await getBooking(t.app, created.booking._id, { token: user.token }))).toMatchObject({
      payment_status: 'completed',
    });
    expectStatus(await getBooking(t.app, created.booking._id, { token: other.token }), 404);
    const stuff = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
    expectStatus(stuff, 200);
    expect(JSON.stringify(stuff.body.data)).toContain(created.booking._id);
  });

  it('reads: 404 without the key or session, with a wrong key, for an unknown id', async () => {
    const fx = await insertPandit(db());
    const created = await book(t.app, fx);
    expectStatus(await getBooking(t.app, created.booking._id), 404);
    expectStatus(await getBooking(t.app, created.booking._id, { key: 'wrong' }), 404);
    expectStatus(await getBooking(t.app, created.booking._id, { token: user.token }), 404);
    expectStatus(await getBooking(t.app, '00000000-0000-4000-8000-000000000000', { key: created.accessKey }), 404);
  });
});

describe('the rules', () => {
  it('every rule answers 400 with the spec’s message and writes nothing', async () => {
    const fx = await insertPandit(db(), { services: ['Astro'] });
    const bookings = await bookingCount();
    const orders = await orderCount();
    const cases: Array<[Parameters<typeof createBooking>[2], string]> = [
      [
        { from: at('2026-11-20', '10:00'), to: at('2026-11-20', '10:30') },
        'Please select a date that is not in the past',
      ],
      [
        { from: at('2026-11-21', '11:00'), to: at('2026-11-21', '11:30') },
        'Please select a date that is not in the past',
      ],
      [{ from: at(MONDAY, '10:30'), to: at(MONDAY, '10:00') }, 'End time must be after start time'],
      [{ from: at(MONDAY, '10:00'), to: at(MONDAY, '10:00') }, 'End time must be after start time'],
      [{ from: at(MONDAY, '10:00'), to: at(MONDAY, '10:10') }, 'A consultation must last at least 15 minutes'],
      [{ from: at(MONDAY, '16:00'), to: at(MONDAY, '18:30') }, 'A consultation cannot last more than 120 minutes'],
      [
        { from: at(MONDAY, '12:30'), to: at(MONDAY, '13:30') },
        'Please select a time within the pandit’s working hours',
      ],
      [
        { from: at(MONDAY, '08:00'), to: at(MONDAY, '09:00') },
        'Please select a time within the pandit’s working hours',
      ],
      [
        { from: at('2026-11-29', '10:00'), to: at('2026-11-29', '10:30') },
        'Please select a time within the pandit’s working hours',
      ],
      [{ serviceType: 'Vastu' }, 'This pandit does not offer the selected service'],
      [{ serviceType: 'Tarot' }, 'Please select a service type'],
      [{ phone: '98765' }, 'Phone number must be exactly 10 digits'],
      [{ phone: '5876543210' }, 'Phone number must start with 6, 7, 8, or 9'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ from: 'tomorrow' }, 'Please select preferred time slots'],
      [{ from: '2026-11-23T10:00:00' }, 'Please select preferred time slots'],
      [{ specialRequests: 'x'.repeat(501) }, 'Special requests cannot exceed 500 characters'],
      [{ specialRequests: 'hello\u0000' }, 'Please remove special characters from your request'],
      [{ amount: -5 }, 'Invalid Amount'],
    ];
    for (const [o, message] of cases) {
      const r = await createBooking(t.app, fx, o);
      expect(r.status, `${JSON.stringify(o).slice(0, 80)} → ${JSON.stringify(r.body).slice(0, 200)}`).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    // Name and a bad pandit id.
    const noName = await call(t.app, 'POST', '/api/v1/pandit-bookings', {
      body: {
        panditId: fx.panditId,
        customer: { name: ' ', email: 'a@b.in', phone: '9876543210' },
        serviceType: 'Astro',
        preferredTime: { from: at(MONDAY, '10:00'), to: at(MONDAY, '10:30') },
      },
    });
    expectStatus(noName, 400);
    expect(JSON.stringify(noName.body)).toContain('Please enter your name');
    expectStatus(await createBooking(t.app, { panditId: 'nope' }), 400);
    const unknown = await createBooking(t.app, { panditId: '00000000-0000-4000-8000-000000000000' });
    expectStatus(unknown, 404);
    expect(unknown.body).toMatchObject({ message: 'Pandit not found' });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pandit-bookings',
      headers: { 'content-type': 'application/json' },
      payload: '{"panditId": 1e999999}',
    });
    expect(raw.statusCode).toBe(400);
    const huge = JSON.stringify(bookingBody(fx)).replace('"amount":1000', '"amount":1e400');
    expect(huge).toContain('1e400');
    const hugeAmount = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pandit-bookings',
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(hugeAmount.statusCode).toBe(400);
    expect(await bookingCount()).toBe(bookings);
    expect(await orderCount()).toBe(orders);
  });

  it('a tampered fee is 409 total_changed with the fee, nothing written; no amount is fine', async () => {
    const fx = await insertPandit(db());
    const bookings = await bookingCount();
    const orders = await orderCount();
    const r = await createBooking(t.app, fx, { amount: 1 });
    expectStatus(r, 409);
    expect(r.body).toMatchObject({ code: 'total_changed', data: { amount_total: 1000 } });
    expect(await bookingCount()).toBe(bookings);
    expect(await orderCount()).toBe(orders);
    const created = await book(t.app, fx, { amount: null });
    expect(created.order.amount).toBe(100_000);
  });

  it('phone with spaces is kept as digits; e-mail trimmed and lower-cased', async () => {
    const fx = await insertPandit(db());
    const created = await book(t.app, fx, { phone: '98765 43210', email: '  Ravi.K@Example.IN ' });
    expect(created.booking.customer).toMatchObject({ phone: '9876543210', email: 'ravi.k@example.in' });
  });
});

describe('no double booking, holds', () => {
  it('an overlapping time is 409 slot_taken with the free times; touching times are fine', async () => {
    const fx = await insertPandit(db());
    await book(t.app, fx, { from: at(MONDAY, '10:00'), to: at(MONDAY, '11:00') });
    const bookings = await bookingCount();
    const r = await createBooking(t.app, fx, { from: at(MONDAY, '10:30'), to: at(MONDAY, '11:30') });
    expectStatus(r, 409);
    expect(r.body).toMatchObject({
      message: 'This time is no longer available',
      code: 'slot_taken',
      details: {
        free: [
          { from: at(MONDAY, '11:00'), to: at(MONDAY, '13:00') },
          { from: at(MONDAY, '16:00'), to: at(MONDAY, '19:00') },
        ],
      },
    });
    expect(await bookingCount()).toBe(bookings);
    await book(t.app, fx, { from: at(MONDAY, '11:00'), to: at(MONDAY, '11:15') });
    await book(t.app, fx, { from: at(MONDAY, '12:00'), to: at(MONDAY, '13:00') });
  });

  it('a hold lapses after 15 minutes unpaid; a failed payment releases it at once', async () => {
    const fx = await insertPandit(db());
    await book(t.app, fx);
    clock.advance(15 * MINUTE - 1);
    expectStatus(await createBooking(t.app, fx), 409);
    clock.advance(1);
    expect((await freeOf(fx, MONDAY))[0]).toEqual({ from: at(MONDAY, '10:00'), to: at(MONDAY, '13:00') });
    const second = await book(t.app, fx);
    expectStatus(await createBooking(t.app, fx), 409);
    expectStatus(await sandboxPay(t.app, second.order.id, { outcome: 'failure', deliver: 'sync' }), 200);
    expect((await bookingRow(db(), second.booking._id)).paymentStatus).toBe('failed');
    await book(t.app, fx);
  });

  it('paid after its hold lapsed with the time free: confirmed', async () => {
    const fx = await insertPandit(db());
    const created = await book(t.app, fx);
    clock.advance(20 * MINUTE);
    const v = await verify(t.app, await silentPay(t.app, created));
    expect(v.body).toMatchObject({ status: 'success' });
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
  });

  it('paid after its hold lapsed with the time taken meanwhile: review slot_taken, refund e-mail, not confirmed', async () => {
    const fx = await insertPandit(db());
    const created = await book(t.app, fx);
    clock.advance(20 * MINUTE);
    const winner = await book(t.app, fx, { email: 'winner@example.in' });
    const v = await verify(t.app, await silentPay(t.app, created));
    expectStatus(v, 200);
    expect(v.body).toMatchObject({ status: 'review', code: 'slot_taken' });
    expect(String(v.body.message)).toContain('refunded in full');
    expect(await bookingRow(db(), created.booking._id)).toMatchObject({ paymentStatus: 'expired', paymentId: null });
    const [order] = await ordersOf(db(), created.booking._id);
    expect(order).toMatchObject({ needsReview: true, reviewCode: 'slot_taken' });
    const mails = await mailsFor(db(), created.booking._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('refund');
    expect(viewOf(await getBooking(t.app, created.booking._id, { key: created.accessKey }))).toMatchObject({
      needs_review: true,
      payment_status: 'expired',
    });
    // The winner pays normally.
    expect((await verify(t.app, await silentPay(t.app, winner))).body).toMatchObject({ status: 'success' });
  });
});
