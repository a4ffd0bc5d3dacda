import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChadhavaBookingCard,
  ChadhavaBookingCreated,
  ChadhavaBookingView,
} from '@sankalp/shared/api/chadhava-bookings';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { chadhavaBookings, paymentOrders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, DAY, expectStatus, fakeClock, HOUR, MINUTE, registerUser, type TestUser } from '../auth/auth.test-utils';
import { postWebhook, sandboxPay, webhookBody } from '../payments/payments.test-utils';
import {
  book,
  bookingRow,
  bookingsOf,
  createBooking,
  eventRow,
  getBooking,
  insertEvent,
  mailsFor,
  ordersOf,
  silentPay,
  verify,
  type EventFixture,
} from './chadhava.test-utils';

const clock = fakeClock();
let t: TestApp;
let fx: EventFixture;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertEvent(t.db.db, clock.now());
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.db;
const bookingCount = async () => Number((await db().select({ n: count() }).from(chadhavaBookings))[0]!.n);
const orderCount = async () => Number((await db().select({ n: count() }).from(paymentOrders))[0]!.n);
const viewOf = (r: { body: { data?: unknown } }) => (r.body.data as { booking: ChadhavaBookingView }).booking;
const postRaw = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const slotsOf = async (eventId: string) =>
  (await call(t.app, 'GET', `/api/v1/chadhava-events/${eventId}`)).body.data as { event: ChadhavaEvent };

describe('POST /chadhava-bookings/ → pay → verify (guest)', () => {
  it('writes a pending booking holding a slot, and the verified payment confirms it once', async () => {
    const before = await eventRow(db(), fx.eventId);
    const r = await createBooking(t.app, fx, { totalAmount: 203.5 });
    expectStatus(r, 201);
    expect(r.body).toMatchObject({ success: true, message: 'Booking Created Successfully' });
    const created = r.body.data as ChadhavaBookingCreated;
    expect(created.order).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 20350, currency: 'INR' });
    expect(created).toMatchObject({ amount: 203.5, currency: 'INR', keyId: 'rzp_test_sandbox' });
    expect(created.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const b = created.booking;
    expect(b).toMatchObject({
      kind: 'chadhava_booking',
      reference: expect.stringMatching(/^SNK-[2-9A-Z]{4}-[2-9A-Z]{2}$/),
      payment_status: 'pending',
      needs_review: false,
      amount_total: 203.5,
      base_price: 0,
      currency: 'INR',
      order_id: created.order.id,
      payment_id: null,
      paid_at: null,
      hold_expires_at: new Date(clock.now().getTime() + 15 * MINUTE).toISOString(),
      event: { _id: fx.eventId, slug: fx.slug, temple: { name: 'Kashi Vishwanath' } },
      donorDetails: { fullName: 'Ramesh Kumar', email: 'ramesh@example.in', phone: '9876543210', gotra: 'Kashyap' },
      offerings: [
        { offering: fx.belPatra, name: 'Bel Patra', type: 'Flowers', price: 51, quantity: 2, subtotal: 102 },
        { offering: fx.diya, name: 'Ghee Diya', type: 'Diya', price: 101.5, quantity: 1, subtotal: 101.5 },
      ],
    });
    expect(b).not.toHaveProperty('accessKey');
    const row = await bookingRow(db(), b._id);
    expect(row).toMatchObject({
      userId: null,
      amountTotalPaise: 20350,
      paymentStatus: 'pending',
      reference: b.reference,
    });
    // The held slot is not available to others, though nobody has paid yet.
    expect((await slotsOf(fx.eventId)).event).toMatchObject({
      currentParticipants: before.currentParticipants,
      availableSlots: before.maxParticipants! - before.currentParticipants - 1,
    });

    const cb = await silentPay(t.app, created);
    const v = await verify(t.app, { ...cb, bookingId: b._id });
    expectStatus(v, 200);
    expect(v.body).toMatchObject({ success: true, status: 'success', message: 'Payment verified successfully' });
    expect(viewOf(v)).toMatchObject({
      _id: b._id,
      payment_status: 'completed',
      payment_id: cb.razorpay_payment_id,
      hold_expires_at: null,
    });
    // A retried callback changes nothing.
    expectStatus(await verify(t.app, cb), 200);

    const read = await getBooking(t.app, b._id, { key: created.accessKey });
    expectStatus(read, 200);
    expect(read.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(viewOf(read)).toMatchObject({
      payment_status: 'completed',
      paid_at: clock.now().toISOString(),
      needs_review: false,
    });
    const after = await eventRow(db(), fx.eventId);
    expect(after.currentParticipants).toBe(before.currentParticipants + 1);
    expect((await slotsOf(fx.eventId)).event.availableSlots).toBe(after.maxParticipants! - after.currentParticipants);

    const mails = await mailsFor(db(), b._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ramesh@example.in', dedupeKey: `chadhava-booking:${b._id}` });
    expect(mails[0]!.subject).toContain(b.reference);
    for (const text of [b.reference, 'Kashi Vishwanath', 'Bel Patra', '2 × ₹51', '₹203.50', '23 November 2026'])
      expect(mails[0]!.text).toContain(text);
    expect(mails[0]!.text).toContain(
      `${t.app.ctx.config.publicUrl}/chadhava-checkout-success/${fx.slug}?booking=${b._id}&key=${created.accessKey}`,
    );
  });

  it('signed in: user id stored, id appended to chadhavaBookingIds with its card; webhook alone confirms', async () => {
    const before = (await eventRow(db(), fx.eventId)).currentParticipants;
    const created = await book(t.app, fx, { token: user.token, email: user.email });
    expect((await bookingRow(db(), created.booking._id)).userId).toBe(user.id);
    // The webhooks (delivered before the pay call answers) settle it; the callback then agrees.
    const pay = await sandboxPay(t.app, created.order.id, { deliver: 'sync' });
    expectStatus(pay, 200);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    const v = await verify(t.app, { ...(pay.body as object), bookingId: created.booking._id }, user.token);
    expectStatus(v, 200);
    expect(v.body.status).toBe('success');
    expect((await eventRow(db(), fx.eventId)).currentParticipants).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);

    const stuff = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
    expectStatus(stuff, 200);
    const cards = (stuff.body.data as { chadhavaBookingIds: ChadhavaBookingCard[] }).chadhavaBookingIds;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      _id: created.booking._id,
      kind: 'chadhava_booking',
      reference: created.booking.reference,
      event: { _id: fx.eventId, temple: { name: 'Kashi Vishwanath' } },
      amount_total: 203.5,
      payment_status: 'completed',
      needs_review: false,
    });
    expect(cards[0]!.offerings).toHaveLength(2);
  });

  it('a paid event base price counts, and with it an empty offerings list is allowed', async () => {
    const withBase = await insertEvent(db(), clock.now(), { basePrice: 151 });
    const created = await book(t.app, withBase, { offerings: [], totalAmount: 151 });
    expect(created.booking).toMatchObject({ amount_total: 151, base_price: 151, offerings: [] });
    expect(created.order.amount).toBe(15100);
    const both = await book(t.app, withBase, { offerings: [{ offering: withBase.diya, quantity: 3 }] });
    expect(both.booking.amount_total).toBe(151 + 3 * 101.5);
  });

  it('repeated lines of one offering add up', async () => {
    const created = await book(t.app, fx, {
      offerings: [
        { offering: fx.belPatra, quantity: 2 },
        { offering: fx.belPatra.toUpperCase(), quantity: 3 },
      ],
    });
    expect(created.booking.offerings).toEqual([
      { offering: fx.belPatra, name: 'Bel Patra', type: 'Flowers', price: 51, quantity: 5, subtotal: 255 },
    ]);
    expect(created.booking.amount_total).toBe(255);
  });
});

describe('POST /chadhava-bookings/ rules (each: status, code, message, nothing written)', () => {
  async function expectRefused(
    body: Parameters<typeof createBooking>[2],
    status: number,
    code: string,
    message: string,
    target: EventFixture = fx,
  ) {
    const [bookings, orders] = [await bookingCount(), await orderCount()];
    const r = await createBooking(t.app, target, body);
    expectStatus(r, status);
    expect(r.body).toMatchObject({ success: false, code, message });
    expect(await bookingCount()).toBe(bookings);
    expect(await orderCount()).toBe(orders);
    return r;
  }

  it('the event: unknown 404, inactive, past (IST day) and full 409; earlier today is still bookable', async () => {
    await expectRefused({}, 404, 'not_found', 'Event not found', { ...fx, eventId: randomUUID() });
    const inactive = await insertEvent(db(), clock.now(), { isActive: false });
    await expectRefused({}, 409, 'event_inactive', 'This event is not currently active', inactive);
    const yesterday = await insertEvent(db(), clock.now(), { at: -DAY });
    await expectRefused({}, 409, 'event_closed', 'This event has already passed', yesterday);
    const full = await insertEvent(db(), clock.now(), { maxParticipants: 5, currentParticipants: 5 });
    await expectRefused({}, 409, 'event_full', 'This event is fully booked', full);
    // 12:00 IST now; the event was at 07:00 IST today.
    const earlierToday = await insertEvent(db(), clock.now(), { at: -5 * HOUR });
    expectStatus(await createBooking(t.app, earlierToday), 201);
    const unlimited = await insertEvent(db(), clock.now(), { maxParticipants: null, currentParticipants: 5000 });
    expectStatus(await createBooking(t.app, unlimited), 201);
  });

  it('offerings: another event’s, bad quantities, more than 10 of one, none without a base price, a zero total', async () => {
    const another = await insertEvent(db(), clock.now());
    await expectRefused(
      { offerings: [{ offering: another.diya, quantity: 1 }] },
      400,
      'bad_request',
      'Please select offerings of this event',
    );
    await expectRefused(
      { offerings: [{ offering: 'not-an-id', quantity: 1 }] },
      400,
      'validation_failed',
      'Please select offerings of this event',
    );
    for (const quantity of [0, 11, 1.5, '1e3', -1, '2', null, 1e308]) {
      const r = await expectRefused(
        { offerings: [{ offering: fx.diya, quantity }] },
        400,
        'validation_failed',
        'Invalid offering quantity',
      );
      expect(r.body.errors).toHaveProperty(['offerings.0.quantity'], 'Invalid offering quantity');
    }
    await expectRefused(
      {
        offerings: [
          { offering: fx.diya, quantity: 6 },
          { offering: fx.diya, quantity: 5 },
        ],
      },
      400,
      'validation_failed',
      'Invalid offering quantity',
    );
    await expectRefused({ offerings: [] }, 400, 'bad_request', 'Please select at least one offering');
    await expectRefused({ over: { offerings: undefined } }, 400, 'bad_request', 'Please select at least one offering');
    const free = await insertEvent(db(), clock.now(), { extra: [{ name: 'Free Prayer', price: 0 }] });
    await expectRefused(
      { offerings: [{ offering: free.extra[0]!, quantity: 1 }] },
      400,
      'bad_request',
      'Invalid Amount',
      free,
    );
    expectStatus(await createBooking(t.app, fx, { offerings: [{ offering: fx.diya, quantity: 10 }] }), 201);
  });

  it('a client total that differs is 409 total_changed with the current figure', async () => {
    const r = await expectRefused(
      { totalAmount: 200 },
      409,
      'total_changed',
      'The total has changed. Current total is ₹203.50.',
    );
    // The current figure rides beside the code (decision 007).
    expect(r.body.details ?? r.body.data).toEqual({ amount_total: 203.5 });
    await expectRefused(
      { totalAmount: 203.49 },
      409,
      'total_changed',
      'The total has changed. Current total is ₹203.50.',
    );
    await expectRefused({ totalAmount: -1 }, 400, 'validation_failed', 'Invalid total amount');
    await expectRefused(
      { totalAmount: '203.5' as unknown as number },
      400,
      'validation_failed',
      'Invalid total amount',
    );
    expectStatus(await createBooking(t.app, fx, { totalAmount: 203.5 }), 201);
  });

  it('donor details: the checkout messages; e-mail lower-cased; gotra optional', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullName: '' }, 'fullName', 'Please enter your name'],
      [{ fullName: '   ' }, 'fullName', 'Please enter your name'],
      [{ fullName: undefined }, 'fullName', 'Please enter your name'],
      [{ fullName: 'x'.repeat(101) }, 'fullName', 'Name cannot exceed 100 characters'],
      [{ fullName: 'Ram\u0000esh' }, 'fullName', 'Please enter a valid name'],
      [{ email: '' }, 'email', 'Email address is required'],
      [{ email: 'ramesh@' }, 'email', 'Please enter a valid email address'],
      [{ email: `${'a'.repeat(250)}@x.in` }, 'email', 'Email address is too long'],
      [{ email: 'ram\u0000esh@example.in' }, 'email', 'Please enter a valid email address'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ phone: '98765' }, 'phone', 'Phone number must be exactly 10 digits'],
      [{ phone: '+919876543210' }, 'phone', 'Phone number must be exactly 10 digits'],
      [{ phone: '5876543210' }, 'phone', 'Phone number must start with 6, 7, 8, or 9'],
      [{ phone: 9876543210 }, 'phone', 'Phone number is required'],
      [{ gotra: 'K'.repeat(51) }, 'gotra', 'Gotra cannot exceed 50 characters'],
      [{ gotra: 'Kashyap1' }, 'gotra', 'Gotra can only contain letters and spaces'],
      [{ gotra: 'Kash\u0000yap' }, 'gotra', 'Gotra can only contain letters and spaces'],
    ];
    for (const [donor, field, message] of cases) {
      const r = await expectRefused({ donor }, 400, 'validation_failed', message);
      expect(r.body.errors, JSON.stringify(donor)).toHaveProperty([`donorDetails.${field}`], message);
    }
    const created = await book(t.app, fx, { donor: { email: 'Ramesh.K@Example.IN', gotra: '' } });
    expect(created.booking.donorDetails).toMatchObject({ email: 'ramesh.k@example.in', gotra: null });
    const without = await book(t.app, fx, { donor: { gotra: undefined, fullName: '  Sita Devi  ' } });
    expect(without.booking.donorDetails).toMatchObject({ fullName: 'Sita Devi', gotra: null });
  });

  it('malformed bodies and ids are 400, never 500', async () => {
    const bodies = [
      '"x"',
      '[]',
      'null',
      '42',
      '{"event":"abc"}',
      `{"event":"${fx.eventId}","donorDetails":"x"}`,
      '{bad',
    ];
    for (const raw of bodies) expect((await postRaw('/api/v1/chadhava-bookings/', raw)).statusCode, raw).toBe(400);
    const r = await call(t.app, 'POST', '/api/v1/chadhava-bookings/', { body: { event: 'abc' } });
    expect(r.body).toMatchObject({ code: 'validation_failed' });
    expect((r.body.errors as Record<string, string>).event).toBe('Invalid event ID');
    const huge = await createBooking(t.app, fx, {
      offerings: Array.from({ length: 51 }, () => ({ offering: fx.diya, quantity: 1 })),
    });
    expectStatus(huge, 400);
  });
});

describe('POST /chadhava-bookings/verify-payment', () => {
  it('a forged or foreign signature is 400 verify_failed and changes nothing', async () => {
    const created = await book(t.app, fx);
    const cb = await silentPay(t.app, created);
    const otherBooking = await book(t.app, fx);
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0');
    const attempts: unknown[] = [
      { ...cb, razorpay_signature: flip(cb.razorpay_signature) },
      { ...cb, razorpay_signature: 'f'.repeat(64) },
      { ...cb, razorpay_signature: '' },
      { ...cb, razorpay_order_id: otherBooking.order.id },
      { ...cb, bookingId: otherBooking.booking._id },
      { ...cb, bookingId: 'not-an-id' },
      { ...cb, razorpay_order_id: 'order_Nope0000000000' },
      { ...cb, razorpay_order_id: "order_x' or 1=1" },
      { ...cb, razorpay_payment_id: 'pay_\u0000' },
      { ...cb, razorpay_signature: 'x'.repeat(100_000) },
      { ...cb, razorpay_payment_id: 42 },
      { razorpay_order_id: cb.razorpay_order_id },
      {},
      [],
      null,
    ];
    for (const raw of ['"x"', '42', '{bad']) {
      const r = await postRaw('/api/v1/chadhava-bookings/verify-payment', raw);
      expect(r.statusCode, raw).toBe(400);
    }
    for (const body of attempts) {
      const r = await verify(t.app, body);
      expect(r.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(r.body).toMatchObject({
        success: false,
        status: 'failed',
        code: 'verify_failed',
        message: 'Payment verification failed',
      });
    }
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('pending');
    expect((await ordersOf(db(), created.booking._id))[0]!.status).toBe('pending');
    // The genuine callback still works afterwards.
    expectStatus(await verify(t.app, { ...cb, bookingId: created.booking._id }), 200);
  });

  it('a webhook replayed 10 times serially and 10 times concurrently settles once', async () => {
    const before = (await eventRow(db(), fx.eventId)).currentParticipants;
    const created = await book(t.app, fx);
    const cb = await silentPay(t.app, created);
    const body = webhookBody('payment.captured', {
      paymentId: cb.razorpay_payment_id,
      orderId: created.order.id,
      amount: created.order.amount,
    });
    for (let i = 0; i < 10; i++) expect((await postWebhook(t.app, body, { eventId: 'evt_serial' })).status).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postWebhook(t.app, body, { eventId: `evt_concurrent_${i}` })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expectStatus(await verify(t.app, cb), 200);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect((await eventRow(db(), fx.eventId)).currentParticipants).toBe(before + 1);
    expect(await mailsFor(db(), created.booking._id)).toHaveLength(1);
    const orders = await ordersOf(db(), created.booking._id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', needsReview: false });
  });
});

describe('GET /chadhava-bookings/{id}', () => {
  it("only the owner's session or the access key opens it; everything else is 404", async () => {
    const guest = await book(t.app, fx);
    const mine = await book(t.app, fx, { token: user.token, email: user.email });
    const read = (id: string, o: { key?: string; token?: string } = {}) => getBooking(t.app, id, o);

    expectStatus(await read(guest.booking._id, { key: guest.accessKey }), 200);
    expectStatus(await read(mine.booking._id, { token: user.token }), 200);
    expectStatus(await read(mine.booking._id, { key: mine.accessKey }), 200);
    for (const [id, o] of [
      [guest.booking._id, {}],
      [guest.booking._id, { token: user.token }],
      [guest.booking._id, { key: mine.accessKey }],
      [guest.booking._id, { key: 'x'.repeat(32) }],
      [guest.booking._id, { key: '' }],
      [mine.booking._id, {}],
      [mine.booking._id, { token: other.token }],
      [mine.booking._id, { token: other.token, key: guest.accessKey }],
      [randomUUID(), { key: guest.accessKey }],
    ] as Array<[string, { key?: string; token?: string }]>) {
      const r = await read(id, o);
      expectStatus(r, 404);
      expect(r.body).toMatchObject({ success: false, code: 'not_found', message: 'Booking not found' });
    }
    for (const id of ['not-an-id', `${guest.booking._id}x`, '%00', 'x'.repeat(300)]) {
      const r = await read(id, { key: guest.accessKey });
      expect([400, 404], id).toContain(r.status);
    }
    expectStatus(await read(guest.booking._id.toUpperCase(), { key: guest.accessKey }), 200);
  });

  it('a guest booking made with the user’s e-mail may be appended to their record; another’s may not', async () => {
    const theirs = await book(t.app, fx, { email: other.email });
    const put = (token: string, stuffId: string) =>
      call(t.app, 'PUT', `/api/v1/userstuff/${stuffId}`, { token, body: { chadhavaBookingIds: [theirs.booking._id] } });
    expectStatus(await put(user.token, user.userStuffId), 400);
    expectStatus(await put(other.token, other.userStuffId), 200);
  });
});

describe('slot holds (maxParticipants 2)', () => {
  it('two pending bookings fill it; after 15 minutes their slots return', async () => {
    const ev = await insertEvent(db(), clock.now(), { maxParticipants: 2 });
    await book(t.app, ev);
    await book(t.app, ev);
    const third = await createBooking(t.app, ev);
    expectStatus(third, 409);
    expect(third.body).toMatchObject({ code: 'event_full', message: 'This event is fully booked' });
    expect((await slotsOf(ev.eventId)).event).toMatchObject({ currentParticipants: 0, availableSlots: 0 });
    const list = (await call(t.app, 'GET', '/api/v1/chadhava-events/upcoming')).body.data as {
      events: ChadhavaEvent[];
    };
    expect(list.events.find((e) => e._id === ev.eventId)?.availableSlots).toBe(0);
    const byName = await call(t.app, 'GET', `/api/v1/chadhava-events/getChadhavaEventByName/${ev.slug}`);
    expect((byName.body.data as { event: ChadhavaEvent }).event.availableSlots).toBe(0);

    clock.advance(15 * MINUTE - 1);
    expectStatus(await createBooking(t.app, ev), 409);
    clock.advance(1);
    expect((await slotsOf(ev.eventId)).event.availableSlots).toBe(2);
    await book(t.app, ev);
    expect((await slotsOf(ev.eventId)).event.availableSlots).toBe(1);
  });

  it('a failed payment releases its hold at once', async () => {
    const ev = await insertEvent(db(), clock.now(), { maxParticipants: 2 });
    const created = await book(t.app, ev);
    await book(t.app, ev);
    expectStatus(await createBooking(t.app, ev), 409);
    const fail = await sandboxPay(t.app, created.order.id, { outcome: 'failure', deliver: 'sync' });
    expectStatus(fail, 200);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('failed');
    const read = await getBooking(t.app, created.booking._id, { key: created.accessKey });
    expect(viewOf(read)).toMatchObject({ payment_status: 'failed', hold_expires_at: null });
    expect((await slotsOf(ev.eventId)).event.availableSlots).toBe(1);
    await book(t.app, ev);
  });

  it('paid after its hold lapsed, with a slot free: confirmed', async () => {
    const ev = await insertEvent(db(), clock.now(), { maxParticipants: 2 });
    const created = await book(t.app, ev);
    clock.advance(20 * MINUTE);
    const holding = await book(t.app, ev);
    const v = await verify(t.app, await silentPay(t.app, created));
    expectStatus(v, 200);
    expect(v.body.status).toBe('success');
    expect(await eventRow(db(), ev.eventId)).toMatchObject({ currentParticipants: 1, maxParticipants: 2 });
    expect((await slotsOf(ev.eventId)).event.availableSlots).toBe(0);
    // The other booking's live hold is still its own.
    expectStatus(await verify(t.app, await silentPay(t.app, holding)), 200);
    expect((await eventRow(db(), ev.eventId)).currentParticipants).toBe(2);
  });

  it('a failed attempt, then a successful one on the same order: confirmed while a slot is free', async () => {
    const ev = await insertEvent(db(), clock.now(), { maxParticipants: 2 });
    const created = await book(t.app, ev);
    expectStatus(await sandboxPay(t.app, created.order.id, { outcome: 'failure', deliver: 'sync' }), 200);
    expectStatus(await verify(t.app, await silentPay(t.app, created)), 200);
    expect((await bookingRow(db(), created.booking._id)).paymentStatus).toBe('completed');
    expect((await eventRow(db(), ev.eventId)).currentParticipants).toBe(1);
  });

  it('paid after its hold lapsed, with the event full meanwhile: flagged for review, refund e-mail, not confirmed', async () => {
    const ev = await insertEvent(db(), clock.now(), { maxParticipants: 2 });
    const late = await book(t.app, ev);
    clock.advance(16 * MINUTE);
    // One paid participant and one live hold fill the event.
    const punctual = await book(t.app, ev);
    await book(t.app, ev);
    expectStatus(await verify(t.app, await silentPay(t.app, punctual)), 200);

    const cb = await silentPay(t.app, late);
    const v = await verify(t.app, { ...cb, bookingId: late.booking._id });
    expectStatus(v, 200);
    expect(v.body).toMatchObject({ success: false, status: 'review', code: 'event_full' });
    expect(v.body.message).toContain('refunded in full');
    // Replays answer the same and change nothing.
    expect((await verify(t.app, cb)).body).toMatchObject({ status: 'review', code: 'event_full' });

    expect(await eventRow(db(), ev.eventId)).toMatchObject({ currentParticipants: 1, maxParticipants: 2 });
    const row = await bookingRow(db(), late.booking._id);
    expect(row).toMatchObject({ paymentStatus: 'expired', paymentId: null });
    const [order] = await ordersOf(db(), late.booking._id);
    expect(order).toMatchObject({ status: 'paid', needsReview: true, reviewCode: 'event_full' });
    const view = viewOf(await getBooking(t.app, late.booking._id, { key: late.accessKey }));
    expect(view).toMatchObject({ payment_status: 'expired', needs_review: true, hold_expires_at: null });
    const mails = await mailsFor(db(), late.booking._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.dedupeKey).toBe(`chadhava-booking-refund:${late.booking._id}`);
    expect(mails[0]!.text).toContain('refunded in full');
    expect((await slotsOf(ev.eventId)).event.availableSlots).toBe(0);
  });

  it('concurrent creates never take more slots than there are', async () => {
    const ev = await insertEvent(db(), clock.now(), { maxParticipants: 7, currentParticipants: 2 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => createBooking(t.app, ev)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 409 && r.body.code === 'event_full')).toHaveLength(15);
    expect(await bookingsOf(db(), ev.eventId)).toHaveLength(5);
  });
});
