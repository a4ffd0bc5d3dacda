import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, pujaBookings, sankalps } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import {
  book,
  bookingBody,
  bookingRow,
  insertFixture,
  joinedNo,
  mailsFor,
  ordersOf,
  sankalpBody,
  saveSankalp,
  verify,
  type Created,
  type Fixture,
} from './bookings.test-utils';
import { sandboxPay, type CheckoutSuccess } from '../payments/payments.test-utils';

const clock = fakeClock();
let t: TestApp;
let fx: Fixture;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  fx = await insertFixture(t.db.db, clock.now());
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const orderCount = async () => Number((await t.db.db.select({ n: count() }).from(paymentOrders))[0]!.n);
const bookingCount = async () => Number((await t.db.db.select({ n: count() }).from(pujaBookings))[0]!.n);

async function payAndVerify(created: Created, token?: string) {
  const pay = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
  expectStatus(pay, 200);
  const v = await verify(t.app, created.booking._id, pay.body as unknown as CheckoutSuccess, token);
  expectStatus(v, 200);
  return { cb: pay.body as unknown as CheckoutSuccess, verified: v };
}

describe('POST /sankalp/', () => {
  it('saves the form and answers { success, message, data: { _id } }', async () => {
    const r = await call(t.app, 'POST', '/api/v1/sankalp/', { body: sankalpBody(fx) });
    expectStatus(r, 201);
    expect(r.body.success).toBe(true);
    const id = (r.body.data as { _id: string })._id;
    const [row] = await t.db.db.select().from(sankalps).where(eq(sankalps.id, id));
    expect(row).toMatchObject({
      fullName: 'Ramesh Kumar',
      gotra: 'Kashyap',
      email: 'ramesh@example.in',
      familyMembers: ['Sita Devi', 'Mohan Kumar'],
      userId: null,
    });
    expect(row!.prasadAddress).toMatchObject({ pincode: 221001, country: 'India' });
  });

  it("applies part 2 § 5 with the spec's messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: 'R' }, 'Name must be at least 2 characters'],
      [{ full_name: 'Ramesh Kumar Sharma Varanasi' }, 'Name cannot exceed 25 characters'],
      [{ full_name: 'Ramesh, Kumar' }, 'Name can only contain letters and spaces'],
      [{ gotra: '' }, 'Gotra is required'],
      [{ phone_number: '98765' }, 'Phone number must have at least 10 digits'],
      [{ phone_number: '9876543210987654' }, 'Phone number cannot exceed 15 digits'],
      [{ email_address: 'ramesh@' }, 'Please enter a valid email address'],
      [{ special_prayers_or_sankalp: 'x'.repeat(1001) }, 'Special prayers cannot exceed 1000 characters'],
      [{ address_for_prasad_delivery: undefined }, 'Prasad delivery address is required'],
      [
        {
          address_for_prasad_delivery: {
            addressLine1: '12 Temple Road',
            city: 'Varanasi',
            pincode: '021001',
            state: 'Uttar Pradesh',
          },
        },
        'Please enter a valid 6-digit pincode',
      ],
      [{ family_members_names: ['A'.repeat(26)] }, "Each family member's name cannot exceed 25 characters"],
    ];
    for (const [over, message] of cases) {
      const r = await call(t.app, 'POST', '/api/v1/sankalp/', { body: sankalpBody(fx, over) });
      expectStatus(r, 400);
      expect(Object.values(r.body.errors ?? {})).toContain(message);
    }
  });

  it('limits family members to numberOfPeople − 1 of the package', async () => {
    const r = await call(t.app, 'POST', '/api/v1/sankalp/', {
      body: sankalpBody(fx, { ways_to_participate_ref_id: fx.single }),
    });
    expectStatus(r, 400);
    expect(r.body.message).toBe('You can add up to 0 family members only');
    const ok = await call(t.app, 'POST', '/api/v1/sankalp/', {
      body: sankalpBody(fx, { family_members_names: ['A B', 'C D', 'E F', ' '] }),
    });
    expectStatus(ok, 201);
  });

  it('refuses an unknown puja (404) and a package of another puja (400)', async () => {
    expectStatus(
      await call(t.app, 'POST', '/api/v1/sankalp/', { body: sankalpBody(fx, { puja_ref_id: randomUUID() }) }),
      404,
    );
    expectStatus(
      await call(t.app, 'POST', '/api/v1/sankalp/', {
        body: sankalpBody(fx, { ways_to_participate_ref_id: fx.otherPackage }),
      }),
      400,
    );
  });
});

describe('POST /poojabooking/', () => {
  it('creates a pending guest booking and its order for the server total (with chadhava in one call)', async () => {
    const before = await joinedNo(t.db.db, fx.pujaId);
    // 2001 + 101 × 2 + 251.50 × 1 + 501 dakshina = 2955.50
    const created = await book(t.app, fx, {
      items: [
        { item_id: fx.deep, quantity: 2 },
        { item_id: fx.vastra, quantity: 1 },
      ],
      dakshina: '501',
      amount: 2955.5,
      over: { message_for_pandit: 'Please pray for my mother' },
    });
    expect(created.amount).toBe(2955.5);
    expect(created.currency).toBe('INR');
    expect(created.keyId).toBe('rzp_test_sandbox');
    expect(created.order).toMatchObject({ amount: 295550, currency: 'INR' });
    expect(created.order.id).toMatch(/^order_/);
    expect(created.booking).toMatchObject({
      payment_status: 'pending',
      amount_total: 2955.5,
      package_price: 2001,
      chadhava_total: 453.5,
      pandit_dakshina_amount: 501,
      chadhava_included: true,
      message_for_pandit: 'Please pray for my mother',
      order_id: created.order.id,
      puja_chadhava_items: [
        { item_id: fx.deep, title: 'Deep Daan', price: 101, quantity: 2, subtotal: 202 },
        { item_id: fx.vastra, title: 'Vastra Seva', price: 251.5, quantity: 1, subtotal: 251.5 },
      ],
    });
    const row = await bookingRow(t.db.db, created.booking._id);
    expect(row.userId).toBeNull();
    expect(row.donorEmail).toBe('ramesh@example.in');
    expect(row.paymentStatus).toBe('pending'); // the client's payment_status 'completed' is ignored
    expect(await joinedNo(t.db.db, fx.pujaId)).toBe(before);
  });

  it('a repeated item adds its quantities; an empty dakshina is 0', async () => {
    const created = await book(t.app, fx, {
      items: [
        { item_id: fx.deep, quantity: 1 },
        { item_id: fx.deep, quantity: 2 },
      ],
      dakshina: '',
      amount: 2001 + 303,
    });
    expect(created.booking.puja_chadhava_items).toEqual([
      { item_id: fx.deep, title: 'Deep Daan', price: 101, quantity: 3, subtotal: 303 },
    ]);
    expect(created.booking.pandit_dakshina_amount).toBe(0);
  });

  it("refuses a dakshina that is not whole rupees ('501.00' is never ₹50,100), writing nothing", async () => {
    const sankalpId = await saveSankalp(t.app, fx);
    const [orders, bookings] = [await orderCount(), await bookingCount()];
    for (const dakshina of ['501.00', '50.5', 50.5, 'abc', '1e3', 1e308, -5, '-5']) {
      const r = await call(t.app, 'POST', '/api/v1/poojabooking/', {
        body: bookingBody(fx, sankalpId, { dakshina, amount: 2001 + 501 }),
      });
      expectStatus(r, 400);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors).toHaveProperty('pandit_dakshina_amount');
    }
    expect(await orderCount()).toBe(orders);
    expect(await bookingCount()).toBe(bookings);
  });

  it('answers 409 with the current total for a tampered amount, and creates no booking and no order', async () => {
    const sankalpId = await saveSankalp(t.app, fx);
    const [orders, bookings] = [await orderCount(), await bookingCount()];
    const r = await call(t.app, 'POST', '/api/v1/poojabooking/', {
      body: bookingBody(fx, sankalpId, { items: [{ item_id: fx.deep, quantity: 1 }], amount: 1 }),
    });
    expectStatus(r, 409);
    expect(r.body).toMatchObject({
      success: false,
      code: 'total_changed',
      message: 'The total has changed. Current total is ₹2,102.',
      data: { amount_total: 2102 },
    });
    expect(await orderCount()).toBe(orders);
    expect(await bookingCount()).toBe(bookings);
  });

  it('refuses closed pujas, foreign packages and items, bad quantities, unknown puja and sankalp', async () => {
    const sankalpId = await saveSankalp(t.app, fx);
    const post = (over: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v1/poojabooking/', { body: { ...bookingBody(fx, sankalpId), ...over } });
    const closed = await post({
      puja_ref_id: fx.closedPujaId,
      ways_to_participate_ref_id: fx.closedPackage,
      amount_total: 501,
    });
    // The sankalp was saved for the open puja; a fresh one for the closed puja:
    const closedSankalp = await saveSankalp(t.app, fx, {
      over: { puja_ref_id: fx.closedPujaId, ways_to_participate_ref_id: fx.closedPackage, family_members_names: [] },
    });
    const closed2 = await call(t.app, 'POST', '/api/v1/poojabooking/', {
      body: {
        ...bookingBody(fx, closedSankalp),
        puja_ref_id: fx.closedPujaId,
        ways_to_participate_ref_id: fx.closedPackage,
        amount_total: 501,
      },
    });
    expect(closed.status).toBe(400); // sankalp of another puja
    expectStatus(closed2, 409);
    expect(closed2.body.message).toBe('Booking for this puja has closed');
    expectStatus(await post({ ways_to_participate_ref_id: fx.otherPackage }), 400);
    expectStatus(await post({ ways_to_participate_ref_id: randomUUID() }), 400);
    expectStatus(
      await post({ puja_chadhava_items: [{ item_id: fx.otherItem, quantity: 1 }], amount_total: 2052 }),
      400,
    );
    const zero = await post({ puja_chadhava_items: [{ item_id: fx.deep, quantity: 0 }], amount_total: 2001 });
    expectStatus(zero, 400);
    expect(Object.values(zero.body.errors ?? {})).toContain('Quantity must be at least 1');
    expectStatus(await post({ puja_ref_id: randomUUID() }), 404);
    expectStatus(await post({ sankalp_ref_id: randomUUID() }), 404);
    expectStatus(await post({ puja_ref_id: 'not-an-id' }), 400);
  });

  it('checks the family size of the sankalp against the booked package', async () => {
    const sankalpId = await saveSankalp(t.app, fx, { over: { ways_to_participate_ref_id: undefined } });
    const r = await call(t.app, 'POST', '/api/v1/poojabooking/', {
      body: bookingBody(fx, sankalpId, { packageId: fx.single, amount: 851 }),
    });
    expectStatus(r, 400);
    expect(r.body.message).toBe('You can add up to 0 family members only');
  });
});

describe('the legacy sequence: booking, then POST /poojabooking/chadhavabooking', () => {
  it('sets the chadhava, recomputes the total and gives the booking a new order for it', async () => {
    const created = await book(t.app, fx);
    expect(created.booking.chadhava_included).toBeNull();
    expect(created.order.amount).toBe(200100);
    const body = {
      pujaId: created.booking._id,
      puja_chadhava_items: [{ item_id: fx.vastra, quantity: 2 }],
      total_amount: 2504,
      pandit_dakshina_amount: 1,
      message_for_pandit: 'Jai Mahadev',
    };
    const url = `/api/v1/poojabooking/chadhavabooking?key=${created.accessKey}`;
    // Changing an unpaid booking needs its key (or its owner's session): the id alone is not found.
    expectStatus(await call(t.app, 'POST', '/api/v1/poojabooking/chadhavabooking', { body: { ...body, total_amount: 2505 } }), 404);
    // 2001 + 503 + 1 = 2505
    const wrong = await call(t.app, 'POST', url, { body });
    expectStatus(wrong, 409);
    expect(wrong.body.data).toEqual({ amount_total: 2505 });
    expect(wrong.body.code).toBe('total_changed');
    // The key may also travel in the body.
    const r = await call(t.app, 'POST', '/api/v1/poojabooking/chadhavabooking', {
      body: { ...body, total_amount: 2505, key: created.accessKey },
    });
    expectStatus(r, 200);
    const data = r.body.data as Created;
    expect(data.amount).toBe(2505);
    expect(data.order.amount).toBe(250500);
    expect(data.order.id).not.toBe(created.order.id);
    expect(data.booking).toMatchObject({
      chadhava_included: true,
      amount_total: 2505,
      message_for_pandit: 'Jai Mahadev',
      order_id: data.order.id,
    });
    // The same chadhava again keeps the order.
    const again = await call(t.app, 'POST', url, { body: { ...body, total_amount: 2505 } });
    expect((again.body.data as Created).order.id).toBe(data.order.id);
    expect(await ordersOf(t.db.db, created.booking._id)).toHaveLength(2);

    // Paying the replaced order is never lost, but cannot complete the booking: flagged for review.
    const stale = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
    const staleVerify = await verify(t.app, created.booking._id, stale.body as unknown as CheckoutSuccess);
    expectStatus(staleVerify, 200);
    // Never "verified" while the booking stays pending: the devotee is told what happened to the money.
    expect(staleVerify.body).toMatchObject({ success: false, status: 'review', code: 'order_replaced' });
    expect(staleVerify.body.message).toMatch(/recorded.*total changed.*refund/);
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('pending');
    const oldOrder = (await ordersOf(t.db.db, created.booking._id)).find(
      (o) => o.providerOrderId === created.order.id,
    )!;
    expect(oldOrder).toMatchObject({ status: 'paid', needsReview: true });
    expect(oldOrder.flaggedReason).toMatch(/order replaced/);

    // Paying the current order completes it.
    await payAndVerify(data);
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('completed');
    const paid = await call(t.app, 'POST', url, { body: { ...body, total_amount: 2505 } });
    expectStatus(paid, 409);
    expect(paid.body).toMatchObject({ code: 'already_paid', message: 'This booking has already been paid' });
    // The booking's own read shows a payment waiting for a person.
    const read = await call(t.app, 'GET', `/api/v1/poojabooking/${created.booking._id}?key=${created.accessKey}`);
    expect((read.body.data as { booking: Record<string, unknown> }).booking).toMatchObject({
      payment_status: 'completed',
      needs_review: true,
    });
  });

  it('requires at least one item or a dakshina, and refuses an unknown booking', async () => {
    const created = await book(t.app, fx);
    const empty = await call(t.app, 'POST', '/api/v1/poojabooking/chadhavabooking', {
      body: { pujaId: created.booking._id, puja_chadhava_items: [], total_amount: 2001, key: created.accessKey },
    });
    expectStatus(empty, 400);
    expect(empty.body.message).toBe('Please select at least one chadhava item or provide a donation.');
    const unknown = await call(t.app, 'POST', '/api/v1/poojabooking/chadhavabooking', {
      body: { pujaId: randomUUID(), pandit_dakshina_amount: 11, total_amount: 2012 },
    });
    expectStatus(unknown, 404);
  });
});

describe('paying, confirming and reading a booking', () => {
  it('guest: pay → verify → paid once; the booking is reached by its access key, never by its id alone', async () => {
    const before = await joinedNo(t.db.db, fx.pujaId);
    const created = await book(t.app, fx, { email: 'guest.devotee@example.in' });
    const { verified } = await payAndVerify(created);
    expect(verified.body).toMatchObject({ status: 'success', success: true });
    const booking = (verified.body.data as { booking: Record<string, unknown> }).booking;
    expect(booking).toMatchObject({ _id: created.booking._id, payment_status: 'completed' });
    expect(await joinedNo(t.db.db, fx.pujaId)).toBe(before + 1);
    const mails = await mailsFor(t.db.db, created.booking._id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('guest.devotee@example.in');
    expect(mails[0]!.text).toContain(created.booking.reference as string);
    expect(mails[0]!.text).toContain('Rudrabhishek Puja');
    expect(mails[0]!.text).toContain('Family');
    expect(mails[0]!.text).toContain('₹2,001');
    expect(mails[0]!.text).toContain('within 2 hours');
    expect(mails[0]!.text).toContain('within 3-5 days');
    expect(mails[0]!.text).toContain('8-10 days');
    expect(mails[0]!.text).toContain('WhatsApp');
    expect(mails[0]!.text).toContain(
      `/puja-checkout-success/${fx.slug}?booking=${created.booking._id}&key=${created.accessKey}`,
    );

    // The id alone opens nothing (decision 007): not signed out, not signed in as someone else.
    const byId = `/api/v1/poojabooking/${created.booking._id}`;
    expectStatus(await call(t.app, 'GET', byId), 404);
    expectStatus(await call(t.app, 'GET', byId, { token: other.token }), 404);
    expectStatus(await call(t.app, 'GET', `${byId}?key=${'x'.repeat(32)}`), 404);
    expectStatus(await call(t.app, 'GET', `${byId}?key=${created.accessKey}x`), 404);
    // The confirmation page, with the booking's key (the browser keeps it; the e-mail's link carries it).
    const r = await call(t.app, 'GET', `${byId}?key=${created.accessKey}`);
    expectStatus(r, 200);
    const view = (r.body.data as { booking: Record<string, unknown> }).booking;
    expect(view).toMatchObject({
      _id: created.booking._id,
      puja: { title: 'Rudrabhishek Puja', slug: fx.slug, temple: { name: 'Kashi Vishwanath' } },
      package: { thumbnailTitle: 'Family', price: 2001 },
      amount_total: 2001,
      payment_status: 'completed',
      donor_details: { full_name: 'Ramesh Kumar', email: 'guest.devotee@example.in', phone: '9876543210' },
      sankalp: {
        gotra: 'Kashyap',
        family_members_names: ['Sita Devi', 'Mohan Kumar'],
        special_prayers_or_sankalp: 'For the health of the family',
        address_for_prasad_delivery: {
          addressLine1: '12 Temple Road',
          city: 'Varanasi',
          pincode: 221001,
          state: 'Uttar Pradesh',
          country: 'India',
        },
      },
    });
    expect(view.payment_id).toMatch(/^pay_/);
    expect(typeof view.createdAt).toBe('string');
    expect(typeof view.puja_date).toBe('string');
    expect(view.reference).toMatch(/^SNK-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
    // A signed-in visitor holding the key reads it too (the e-mailed link opened while signed in).
    expectStatus(await call(t.app, 'GET', `${byId}?key=${created.accessKey}`, { token: other.token }), 200);
  });

  it("signed-in: user_id recorded, id appended to the user's record once, the card populated; another user gets 404", async () => {
    const created = await book(t.app, fx, { token: user.token, email: user.email });
    const row = await bookingRow(t.db.db, created.booking._id);
    expect(row.userId).toBe(user.id);
    const before = await joinedNo(t.db.db, fx.pujaId);
    const { cb } = await payAndVerify(created, user.token);
    // A retried callback changes nothing.
    expectStatus(await verify(t.app, created.booking._id, cb, user.token), 200);
    expect(await joinedNo(t.db.db, fx.pujaId)).toBe(before + 1);
    expect(await mailsFor(t.db.db, created.booking._id)).toHaveLength(1);
    const stuff = await call(t.app, 'GET', `/api/v1/userstuff/${user.userStuffId}`, { token: user.token });
    expectStatus(stuff, 200);
    const cards = (stuff.body.data as { pujaBookingIds: Array<Record<string, unknown>> }).pujaBookingIds;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      _id: created.booking._id,
      puja: { title: 'Rudrabhishek Puja', temple: { name: 'Kashi Vishwanath' } },
      amount_total: 2001,
      payment_status: 'completed',
      puja_chadhava_items: [],
    });
    expect(typeof cards[0]!.createdAt).toBe('string');

    expectStatus(await call(t.app, 'GET', `/api/v1/poojabooking/${created.booking._id}`, { token: user.token }), 200);
    const theirs = await call(t.app, 'GET', `/api/v1/poojabooking/${created.booking._id}`, { token: other.token });
    expectStatus(theirs, 404);
    expect(theirs.body.message).toBe('Booking not found');
    expectStatus(await call(t.app, 'GET', `/api/v1/poojabooking/${randomUUID()}`), 404);
    expectStatus(await call(t.app, 'GET', '/api/v1/poojabooking/not-an-id'), 400);
    // Another user cannot attach chadhava to it either, nor append it to their record.
    const chadhava = { pujaId: created.booking._id, pandit_dakshina_amount: 11, total_amount: 2012 };
    expectStatus(
      await call(t.app, 'POST', '/api/v1/poojabooking/chadhavabooking', { token: other.token, body: chadhava }),
      404,
    );
    const put = await call(t.app, 'PUT', `/api/v1/userstuff/${other.userStuffId}`, {
      token: other.token,
      body: { pujaBookingIds: [created.booking._id] },
    });
    expectStatus(put, 400);
  });

  it("a guest booking made with the user's e-mail may be appended to their record", async () => {
    const created = await book(t.app, fx, { email: other.email });
    const put = await call(t.app, 'PUT', `/api/v1/userstuff/${other.userStuffId}`, {
      token: other.token,
      body: { pujaBookingIds: [created.booking._id] },
    });
    expectStatus(put, 200);
    const ids = (put.body.data as { pujaBookingIds: Array<{ _id: string }> }).pujaBookingIds.map((b) => b._id);
    expect(ids).toContain(created.booking._id);
  });

  it('refuses a forged or altered signature and leaves the booking pending', async () => {
    const created = await book(t.app, fx);
    const pay = await sandboxPay(t.app, created.order.id, { deliver: 'none' });
    const cb = pay.body as unknown as CheckoutSuccess;
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('0') ? '1' : '0');
    const other2 = await book(t.app, fx);
    const attempts: Array<Record<string, unknown>> = [
      { ...cb, razorpay_signature: flip(cb.razorpay_signature) },
      { ...cb, razorpay_signature: 'f'.repeat(64) },
      { ...cb, razorpay_signature: '' },
      { ...cb, razorpay_payment_id: 'pay_Forged00000000' },
      // The right signature for this order, claimed for another booking:
      { ...cb, bookingId: other2.booking._id },
      { ...cb, razorpay_order_id: other2.order.id },
      { ...cb, bookingId: 'not-a-uuid' },
      // A booking that does not exist (its id is not looked up on its own: it has no order).
      { ...cb, bookingId: randomUUID() },
      {},
    ];
    for (const a of attempts) {
      const r = await call(t.app, 'POST', '/api/v1/poojabooking/verifypayment', {
        body: { bookingId: created.booking._id, ...a },
      });
      expectStatus(r, 400);
      expect(r.body).toEqual({
        status: 'failed',
        success: false,
        code: 'verify_failed',
        message: 'Payment verification failed',
        error: 'Payment verification failed',
      });
    }
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('pending');
    expect((await bookingRow(t.db.db, other2.booking._id)).paymentStatus).toBe('pending');
    // The genuine callback still works afterwards.
    expectStatus(await verify(t.app, created.booking._id, cb), 200);
    expect((await bookingRow(t.db.db, created.booking._id)).paymentStatus).toBe('completed');
  });
});
