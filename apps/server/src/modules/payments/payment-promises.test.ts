import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { PromiseView } from '@sankalp/shared/promises';
import { chadhavaEvents, notificationDeliveries, notifications, promises, pujas } from '../../db/schema/index';
import { approveListings } from '../../test/approvals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, HOUR, registerUser, type TestUser } from '../auth/auth.test-utils';
import * as pujaUtils from '../bookings/bookings.test-utils';
import * as chadhavaUtils from '../chadhava/chadhava.test-utils';
import { countQueries } from '../catalog/catalog.test-utils';
import * as panditUtils from '../consultations/consultations.test-utils';
import * as donationUtils from '../donations/donations.test-utils';
import * as orderUtils from '../orders/orders.test-utils';
import { paidCheckout, postWebhook, webhookBody, type CheckoutSuccess } from './payments.test-utils';

// Issue 10: paying starts the record's promises (due dates from the spec's figures, in IST) and one
// booking_confirmed notification, exactly once however often the payment is reported; every read
// and account card carries the promises.

const clock = fakeClock(); // Saturday 21 November 2026, 12:00 IST (06:30Z)
const PAID_AT = clock.now();
/** The end of an IST day (next 00:00 IST) as an instant. */
const endOfIstDay = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`).getTime() + 24 * HOUR;

let t: TestApp;
let user: TestUser;
let pujaFx: pujaUtils.Fixture;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  user = await registerUser(t.app);
  pujaFx = await pujaUtils.insertFixture(t.db.db, clock.now());
});
afterAll(() => t?.close());

const rowsOf = (kind: PayableKind, refId: string) =>
  t.db.db
    .select()
    .from(promises)
    .where(and(eq(promises.kind, kind), eq(promises.refId, refId)))
    .orderBy(asc(promises.dueAt));

const dueOf = async (kind: PayableKind, refId: string) =>
  Object.fromEntries((await rowsOf(kind, refId)).map((p) => [p.type, p.dueAt.getTime()]));

const confirmations = (kind: PayableKind, refId: string) =>
  t.db.db
    .select()
    .from(notifications)
    .where(eq(notifications.dedupeKey, `booking_confirmed:${kind}:${refId}`));

/** A puja booking (with or without prasad), paid through the checkout callback. */
async function paidPuja(o: { token?: string; prasad: boolean; email?: string }) {
  const sankalp = await pujaUtils.saveSankalp(t.app, pujaFx, {
    token: o.token,
    over: o.prasad ? {} : { wants_prasad: false, address_for_prasad_delivery: undefined },
  });
  const r = await call(t.app, 'POST', '/api/v1/poojabooking/', {
    token: o.token,
    body: pujaUtils.bookingBody(pujaFx, sankalp, { email: o.email }),
  });
  expectStatus(r, 201);
  const created = r.body.data as pujaUtils.Created;
  const cb = await paidCheckout(t.app, created.order.id);
  expectStatus(await pujaUtils.verify(t.app, created.booking._id, cb, o.token), 200);
  return { id: created.booking._id, accessKey: created.accessKey, cb, amount: created.order.amount };
}

const kindsOf = (views: PromiseView[]) => views.map((v) => v.kind);

describe('a paid puja booking', () => {
  it('promises a call in 2 hours, the puja by its end, the video 5 days and the Aashirwad Box 10 days after', async () => {
    const b = await paidPuja({ token: user.token, prasad: true, email: user.email });
    const [puja] = await t.db.db.select().from(pujas).where(eq(pujas.id, pujaFx.pujaId));
    // The fixture's puja runs from Monday 23 November 12:00 IST (two days on) to Tuesday 24th 12:00.
    expect(puja!.startTime.toISOString()).toBe('2026-11-23T06:30:00.000Z');
    expect(puja!.endTime.toISOString()).toBe('2026-11-24T06:30:00.000Z');
    expect(await dueOf('puja_booking', b.id)).toEqual({
      confirmation_call: PAID_AT.getTime() + 2 * HOUR,
      puja_performed: endOfIstDay('2026-11-24'),
      puja_video: endOfIstDay('2026-11-29'),
      aashirwad_box: endOfIstDay('2026-12-04'),
    });
    const rows = await rowsOf('puja_booking', b.id);
    expect(new Set(rows.map((p) => p.templeId))).toEqual(new Set([puja!.templeId]));
    expect(rows.every((p) => p.keptAt === null && p.panditId === null)).toBe(true);

    // The booking read and the account card carry them, open, oldest due first.
    const read = await call(t.app, 'GET', `/api/v1/poojabooking/${b.id}`, { token: user.token });
    expectStatus(read, 200);
    const views = (read.body.data as { booking: { promises: PromiseView[] } }).booking.promises;
    expect(views).toEqual([
      { kind: 'confirmation_call', dueAt: '2026-11-21T08:30:00.000Z', status: 'open', keptAt: null },
      { kind: 'puja_performed', dueAt: '2026-11-24T18:30:00.000Z', status: 'open', keptAt: null },
      { kind: 'puja_video', dueAt: '2026-11-29T18:30:00.000Z', status: 'open', keptAt: null },
      { kind: 'aashirwad_box', dueAt: '2026-12-04T18:30:00.000Z', status: 'open', keptAt: null },
    ]);
    const stuff = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
    const card = (
      stuff.body.data as { pujaBookingIds: Array<{ _id: string; promises: PromiseView[] }> }
    ).pujaBookingIds.find((c) => c._id === b.id)!;
    expect(card.promises).toEqual(views);
  });

  it('a puja of several days booked once under way is promised by its last day, never late at once', async () => {
    // A nine-day path that began yesterday (Friday 20 November) and ends Saturday 28 November.
    const [before] = await t.db.db.select().from(pujas).where(eq(pujas.id, pujaFx.pujaId));
    await t.db.db
      .update(pujas)
      .set({ startTime: new Date(PAID_AT.getTime() - 24 * HOUR), endTime: new Date(PAID_AT.getTime() + 7 * 24 * HOUR) })
      .where(eq(pujas.id, pujaFx.pujaId));
    await approveListings(t.db.db, { pujas: [pujaFx.pujaId] }, clock.now()); // its temple approves the new dates
    try {
      const b = await paidPuja({ prasad: true });
      expect(await dueOf('puja_booking', b.id)).toEqual({
        confirmation_call: PAID_AT.getTime() + 2 * HOUR,
        puja_performed: endOfIstDay('2026-11-28'),
        puja_video: endOfIstDay('2026-12-03'),
        aashirwad_box: endOfIstDay('2026-12-08'),
      });
    } finally {
      await t.db.db
        .update(pujas)
        .set({ startTime: before!.startTime, endTime: before!.endTime })
        .where(eq(pujas.id, pujaFx.pujaId));
    }
  });

  it('promises no Aashirwad Box when the sankalp asked for no prasad', async () => {
    const b = await paidPuja({ prasad: false });
    expect(Object.keys(await dueOf('puja_booking', b.id)).sort()).toEqual([
      'confirmation_call',
      'puja_performed',
      'puja_video',
    ]);
  });

  it('shows a promise past its due date as overdue, never stored', async () => {
    const b = await paidPuja({ prasad: false });
    const read = async () => {
      const r = await call(t.app, 'GET', `/api/v1/poojabooking/${b.id}?key=${b.accessKey}`);
      expectStatus(r, 200);
      return (r.body.data as { booking: { promises: PromiseView[] } }).booking.promises;
    };
    expect((await read()).map((v) => v.status)).toEqual(['open', 'open', 'open']);
    clock.advance(3 * HOUR);
    expect((await read()).map((v) => v.status)).toEqual(['overdue', 'open', 'open']);
    clock.advance(-3 * HOUR);
  });
});

describe('exactly once', () => {
  it('a second verify and a replayed webhook add no promise and no notification', async () => {
    const b = await paidPuja({ token: user.token, prasad: true, email: user.email });
    const before = await rowsOf('puja_booking', b.id);
    expect(before).toHaveLength(4);
    expectStatus(await pujaUtils.verify(t.app, b.id, b.cb, user.token), 200);
    const body = webhookBody('payment.captured', {
      paymentId: b.cb.razorpay_payment_id,
      orderId: b.cb.razorpay_order_id,
      amount: b.amount,
    });
    expect((await postWebhook(t.app, body, { eventId: `evt_${b.id.slice(0, 8)}` })).status).toBe(200);
    expect((await postWebhook(t.app, body, { eventId: `evt_${b.id.slice(0, 8)}` })).status).toBe(200);
    const after = await rowsOf('puja_booking', b.id);
    expect(after.map((p) => [p.id, p.dueAt.getTime()])).toEqual(before.map((p) => [p.id, p.dueAt.getTime()]));
    expect(await confirmations('puja_booking', b.id)).toHaveLength(1);
  });

  it('an unpaid or failed booking promises nothing', async () => {
    const created = await pujaUtils.book(t.app, pujaFx);
    expect(await rowsOf('puja_booking', created.booking._id)).toEqual([]);
    expect(await confirmations('puja_booking', created.booking._id)).toEqual([]);
  });
});

describe('booking_confirmed', () => {
  it('reaches a signed-in devotee in-app, on WhatsApp and by push (the receipt is the e-mail), linking the booking', async () => {
    const b = await paidPuja({ token: user.token, prasad: false, email: user.email });
    const [n] = await confirmations('puja_booking', b.id);
    expect(n).toMatchObject({
      userId: user.id,
      email: user.email.toLowerCase(),
      phone: '9876543210',
      type: 'booking_confirmed',
      params: { title: expect.stringMatching(/^Rudrabhishek Puja at /), reference: expect.stringMatching(/^SNK-/) },
    });
    // The owner's session opens it: no access key in the link.
    expect(n!.link).toBe(`/puja-checkout-success/${pujaFx.slug}?booking=${b.id}`);
    const channels = await t.db.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, n!.id));
    expect(channels.map((c) => c.channel).sort()).toEqual(['push', 'whatsapp']);
  });

  it('reaches a guest by the booking’s e-mail and phone only, linking with the access key', async () => {
    const b = await paidPuja({ prasad: false, email: 'guest.devotee@example.in' });
    const [n] = await confirmations('puja_booking', b.id);
    expect(n).toMatchObject({ userId: null, email: 'guest.devotee@example.in', phone: '9876543210' });
    expect(n!.link).toBe(`/puja-checkout-success/${pujaFx.slug}?booking=${b.id}&key=${b.accessKey}`);
    const channels = await t.db.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, n!.id));
    expect(channels.map((c) => c.channel)).toEqual(['whatsapp']);
  });
});

describe('the other kinds', () => {
  it('chadhava: the offering on the event’s date at its temple, on the read and the card', async () => {
    const fx = await chadhavaUtils.insertEvent(t.db.db, clock.now());
    const created = await chadhavaUtils.book(t.app, fx, { token: user.token, email: user.email });
    const cb: CheckoutSuccess = await chadhavaUtils.silentPay(t.app, created);
    expectStatus(await chadhavaUtils.verify(t.app, cb, user.token), 200);
    const id = created.booking._id;
    expect(await dueOf('chadhava_booking', id)).toEqual({ puja_performed: endOfIstDay('2026-11-23') });
    const [event] = await t.db.db.select().from(chadhavaEvents).where(eq(chadhavaEvents.id, fx.eventId));
    expect((await rowsOf('chadhava_booking', id))[0]!.templeId).toBe(event!.templeId);
    const read = await chadhavaUtils.getBooking(t.app, id, { token: user.token });
    expect(kindsOf((read.body.data as { booking: { promises: PromiseView[] } }).booking.promises)).toEqual([
      'puja_performed',
    ]);
    const [n] = await confirmations('chadhava_booking', id);
    expect(n!.userId).toBe(user.id);
    expect(n!.params.title).toMatch(new RegExp(`^${event!.name} at `));
    expect(n!.link).toBe(`/chadhava-checkout-success/${event!.slug}?booking=${id}`);
  });

  it('donation: the 80G certificate within 7 days, with no temple', async () => {
    const fx = await donationUtils.insertDonationFixture(t.db.db);
    const created = await donationUtils.donate(t.app, fx);
    expectStatus((await donationUtils.payDonation(t.app, created)).verified, 200);
    const id = created.donation._id;
    expect(await dueOf('donation', id)).toEqual({ certificate_80g: endOfIstDay('2026-11-28') });
    expect((await rowsOf('donation', id))[0]!.templeId).toBeNull();
    const read = await donationUtils.getDonation(t.app, id, { key: created.accessKey });
    expect(donationUtils.viewOf(read).promises).toEqual([
      { kind: 'certificate_80g', dueAt: '2026-11-28T18:30:00.000Z', status: 'open', keptAt: null },
    ]);
    const [n] = await confirmations('donation', id);
    expect(n).toMatchObject({
      userId: null,
      link: `/donation-checkout-success?donation=${id}&key=${created.accessKey}`,
    });
  });

  it('store order: a call within 4 hours and dispatch by the end of the 3rd IST business day (the weekend skipped)', async () => {
    const fx = await orderUtils.insertProduct(t.db.db);
    const created = await orderUtils.order(t.app, fx, { token: user.token, email: user.email });
    expectStatus(await orderUtils.verify(t.app, await orderUtils.silentPay(t.app, created)), 200);
    const id = created.order._id;
    // Paid on Saturday: Monday, Tuesday, Wednesday 25 November.
    expect(await dueOf('product_order', id)).toEqual({
      confirmation_call: PAID_AT.getTime() + 4 * HOUR,
      dispatch: endOfIstDay('2026-11-25'),
    });
    const read = await orderUtils.getOrder(t.app, id, { token: user.token });
    expect(kindsOf((read.body.data as { order: { promises: PromiseView[] } }).order.promises)).toEqual([
      'confirmation_call',
      'dispatch',
    ]);
    const [n] = await confirmations('product_order', id);
    expect(n!.params.title).toBe(fx.name);
    expect(n!.link).toBe(`/product-order-confirmation/${fx.slug}?order=${id}`);
  });

  it('consultation: due at the end of its slot, in its pandit’s scope', async () => {
    const fx = await panditUtils.insertPandit(t.db.db);
    const created = await panditUtils.book(t.app, fx, { token: user.token, email: user.email });
    expectStatus(await panditUtils.verify(t.app, await panditUtils.silentPay(t.app, created), user.token), 200);
    const id = created.booking._id;
    expect(await dueOf('pandit_booking', id)).toEqual({
      consultation: new Date(panditUtils.at(panditUtils.MONDAY, '10:30')).getTime(),
    });
    const [row] = await rowsOf('pandit_booking', id);
    expect(row).toMatchObject({ panditId: fx.panditId, templeId: null });
    const read = await panditUtils.getBooking(t.app, id, { token: user.token });
    expect(kindsOf((read.body.data as { booking: { promises: PromiseView[] } }).booking.promises)).toEqual([
      'consultation',
    ]);
    const [n] = await confirmations('pandit_booking', id);
    expect(n!.params.title).toMatch(/ with /);
    expect(n!.link).toBe(`/astro-booking-success?booking=${id}`);
  });
});

describe('the account page', () => {
  it('carries every card’s promises, with no query more for more bookings', async () => {
    const url = `/api/v1/userstuff/${user.userStuffId}`;
    const read = async () => {
      const counter = countQueries(t.db.db);
      const r = await call(t.app, 'GET', url, { token: user.token });
      counter.restore();
      expectStatus(r, 200);
      return { r, queries: counter.count };
    };
    const first = await read();
    await paidPuja({ token: user.token, prasad: true, email: user.email });
    await paidPuja({ token: user.token, prasad: false, email: user.email });
    const second = await read();
    // Two more bookings, not one query more: the promises of a list come in one query per kind.
    expect(second.queries).toBe(first.queries);
    const data = second.r.body.data as Record<string, Array<{ _id: string; kind: string; promises: PromiseView[] }>>;
    const cards = Object.values(data).filter(Array.isArray).flat();
    expect(cards.length).toBeGreaterThan(5);
    for (const c of cards) expect(c.promises.length, `${c.kind} ${c._id}`).toBeGreaterThan(0);
    const ids = cards.map((c) => c._id);
    const stored = await t.db.db.select({ refId: promises.refId }).from(promises).where(inArray(promises.refId, ids));
    expect(new Set(stored.map((s) => s.refId))).toEqual(new Set(ids));
    expect(
      await t.db.db.select().from(notifications).where(like(notifications.dedupeKey, 'booking_confirmed:%')),
    ).toHaveLength(
      // Every paid record of this file told once (six puja bookings, chadhava, donation, order, consultation).
      (await t.db.db.select({ id: promises.refId }).from(promises).groupBy(promises.refId)).length,
    );
  });
});
