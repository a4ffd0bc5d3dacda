import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrasadOrderList, PrasadTracking } from '@sankalp/shared/api/prasad';
import { promiseDue } from '@sankalp/shared/promises';
import { prasadOfferings, prasadOrders, promises, userStuff } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, DAY, expectStatus, fakeClock, registerUser, type TestUser } from '../auth/auth.test-utils';
import { mailsLike } from '../payments/payments.test-utils';
import {
  address,
  createOrder,
  customer,
  offerings,
  orderBody,
  orderOf,
  paidOrder,
  parcelStep,
  payOrder,
  postOrder,
} from './prasad.test-utils';

// Monday 23 Nov 2026, 12:00 IST (business days count from here).
const clock = fakeClock('2026-11-23T06:30:00.000Z');
let t: TestApp;
let user: TestUser;
let other: TestUser;
let kashi: string;
let kashiPrice: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: clock.now });
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  const list = await offerings(t.app);
  const k = list.find((o) => o.temple.includes('Kashi'))!;
  kashi = k.id;
  kashiPrice = k.price;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.db.db;
const errorsOf = (r: { body: { errors?: Record<string, string> } }) => r.body.errors ?? {};
const myOrders = async (token: string) => {
  const r = await call(t.app, 'GET', '/api/v1/prasad/orders', { token });
  expectStatus(r, 200);
  return r.body.data as PrasadOrderList;
};
const track = (id: string) => call(t.app, 'GET', `/api/v1/prasad/track/${encodeURIComponent(id)}`);

describe('GET /prasad/offerings', () => {
  it('lists the published offerings with their temple and a rating computed from feedback (none yet)', async () => {
    const list = await offerings(t.app);
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({
      temple: 'Shri Kashi Vishwanath Temple',
      title: 'Kashi Vishwanath Mahaprasad',
      price: 501,
      availability: 'In Stock',
      rating: 0,
      reviews: 0,
      image: '/art/prasad-01.svg',
    });
    expect((await offerings(t.app, 'laddu')).map((o) => o.title)).toEqual(['Srivari Laddu Prasadam']);
    expect((await offerings(t.app, 'VAISHNO')).map((o) => o.title)).toEqual(['Mata Vaishno Devi Prasad']);
  });

  it('leaves out unpublished offerings (and one is 404 by id)', async () => {
    const [jagannath] = await db()
      .update(prasadOfferings)
      .set({ published: false })
      .where(eq(prasadOfferings.title, 'Jagannath Dry Mahaprasad'))
      .returning();
    expect((await offerings(t.app)).some((o) => o.id === jagannath!.id)).toBe(false);
    expectStatus(await call(t.app, 'GET', `/api/v1/prasad/offerings/${jagannath!.id}`), 404);
    expectStatus(await postOrder(t.app, orderBody(jagannath!.id)), 404);
    expectStatus(await call(t.app, 'GET', `/api/v1/prasad/offerings/${kashi}`), 200);
  });
});

describe('POST /prasad/orders', () => {
  it("charges the offering's price × quantity from the database, whatever the client sends", async () => {
    const r = await postOrder(t.app, { ...orderBody(kashi, { quantity: 3 }), amount: 1, price: 1, totalAmount: 1 });
    expectStatus(r, 201);
    expect(r.body.message).toBe('Prasad Ordered Successfully');
    const d = r.body.data as Awaited<ReturnType<typeof createOrder>>;
    expect(d.razorpayOrder).toMatchObject({ id: expect.stringMatching(/^order_/), amount: kashiPrice * 3 * 100 });
    expect(d.order).toMatchObject({
      orderId: expect.stringMatching(/^ORD-[0-9A-Z]{8}$/),
      trackingId: expect.stringMatching(/^TRK-[0-9A-Z]{10}$/),
      amount_total: kashiPrice * 3,
      quantity: 3,
      price: kashiPrice,
      payment_status: 'pending',
      status: null,
      temple: 'Shri Kashi Vishwanath Temple',
      customer: { ...customer, email_address: 'sita.devi@example.in' },
      address_for_delivery: { ...address, country: 'India' },
      hasFeedback: false,
      promises: [],
    });
    expect(d.accessKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The estimate is 5 days after the order (end of that IST day).
    expect(d.order.estimatedDelivery).toBe(promiseDue.prasadDelivery(clock.now()).toISOString());
  });

  it('refuses bad quantities, exponent numbers included, with the message and writes nothing', async () => {
    const before = (await db().select().from(prasadOrders)).length;
    for (const quantity of [0, 11, 1.5, -1, '2', null, 2e1, 1e300]) {
      const r = await postOrder(t.app, orderBody(kashi, { quantity }));
      expectStatus(r, 400);
      expect(errorsOf(r).quantity).toBe('Quantity must be a whole number from 1 to 10');
    }
    // 1e400 is Infinity once parsed: not a number a quantity can be.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/prasad/orders',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(orderBody(kashi)).replace('"quantity":2', '"quantity":1e400'),
    });
    expect(raw.statusCode).toBe(400);
    expect((await db().select().from(prasadOrders)).length).toBe(before);
    // 1e1 is ten, the most one order takes.
    expectStatus(await postOrder(t.app, orderBody(kashi, { quantity: 1e1 })), 201);
  });

  it('checks the typed address with the account rules and the customer with the order form rules', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { address_for_delivery: { ...address, pincode: '012345' } },
        'address_for_delivery.pincode',
        'Please enter a valid 6-digit pincode',
      ],
      [
        { address_for_delivery: { ...address, city: 'V4ranasi' } },
        'address_for_delivery.city',
        'City can only contain letters and spaces',
      ],
      [
        { address_for_delivery: { ...address, addressLine1: 'Ghat' } },
        'address_for_delivery.addressLine1',
        'Address must be at least 5 characters',
      ],
      [
        { address_for_delivery: { ...address, state: 'Atlantis' } },
        'address_for_delivery.state',
        expect.any(String) as unknown as string,
      ],
      [{ address_for_delivery: undefined }, 'address_for_delivery', 'Please select or enter a delivery address'],
      [{ customer: { ...customer, full_name: 'S' } }, 'customer.full_name', 'Name must be at least 2 characters'],
      [
        { customer: { ...customer, email_address: 'nope' } },
        'customer.email_address',
        'Please enter a valid email address',
      ],
      [{ offering: 'not-a-uuid' }, 'offering', 'Please select a prasad offering'],
    ];
    for (const [over, field, message] of cases) {
      const r = await postOrder(t.app, orderBody(kashi, over));
      expectStatus(r, 400);
      expect(errorsOf(r)[field], field).toEqual(message);
    }
  });

  it('is 409 out_of_stock for an offering marked Out of Stock, 404 for an unknown one', async () => {
    const [somnath] = await db()
      .update(prasadOfferings)
      .set({ availability: 'Out of Stock' })
      .where(eq(prasadOfferings.title, 'Somnath Bilva Prasad'))
      .returning();
    const r = await postOrder(t.app, orderBody(somnath!.id));
    expectStatus(r, 409);
    expect(r.body.code).toBe('out_of_stock');
    expectStatus(await postOrder(t.app, orderBody('00000000-0000-4000-8000-000000000000')), 404);
  });

  it("takes a signed-in devotee's saved address, never someone else's", async () => {
    const mine = await call(t.app, 'POST', `/api/v1/users/${user.id}/addresses`, { token: user.token, body: address });
    expectStatus(mine, 201);
    const addressId = (mine.body.address as { _id: string })._id;
    const own = await postOrder(t.app, orderBody(kashi, { address_for_delivery: undefined, addressId }), user.token);
    expectStatus(own, 201);
    expect(orderOf(own).address_for_delivery.city).toBe('Varanasi');
    const theirs = await postOrder(
      t.app,
      orderBody(kashi, { address_for_delivery: undefined, addressId }),
      other.token,
    );
    expectStatus(theirs, 400);
    expectStatus(await postOrder(t.app, orderBody(kashi, { address_for_delivery: undefined, addressId })), 400);
  });
});

describe('verify-payment, promises and reads', () => {
  it('pays once: dispatch in 3 IST business days and delivery in 5 days, one e-mail, recorded on the account', async () => {
    const created = await createOrder(t.app, kashi, user.token);
    const r = await payOrder(t.app, created);
    expectStatus(r, 200);
    expect(r.body.status).toBe('success');
    const paid = orderOf(r);
    expect(paid).toMatchObject({ payment_status: 'completed', status: 'Processing', trackingStatus: 'Processing' });
    const rows = await db()
      .select()
      .from(promises)
      .where(and(eq(promises.kind, 'prasad_order'), eq(promises.refId, created.order._id)));
    const due = Object.fromEntries(rows.map((p) => [p.type, p.dueAt.toISOString()]));
    // Monday 23 Nov 12:00 IST: three business days end Thursday 26 Nov, 24:00 IST.
    expect(due).toEqual({ dispatch: '2026-11-26T18:30:00.000Z', delivery: '2026-11-28T18:30:00.000Z' });
    expect(rows.every((p) => p.templeId === rows[0]!.templeId && p.templeId !== null)).toBe(true);
    expect(paid.estimatedDelivery).toBe(due.delivery);
    expect(paid.promises.map((p) => p.kind).sort()).toEqual(['delivery', 'dispatch']);
    expect(await mailsLike(db(), `prasad-order:${created.order._id}`)).toHaveLength(1);
    const [stuff] = await db().select().from(userStuff).where(eq(userStuff.userId, user.id));
    expect(stuff!.prasadOrderIds).toContain(created.order._id);
  });

  it("GET /prasad/orders lists the devotee's own paid orders only (401 signed out)", async () => {
    expectStatus(await call(t.app, 'GET', '/api/v1/prasad/orders'), 401);
    const unpaid = await createOrder(t.app, kashi, user.token);
    const paid = await paidOrder(t.app, kashi, user.token);
    const theirs = await paidOrder(t.app, kashi, other.token);
    const list = await myOrders(user.token);
    const ids = list.current.map((o) => o._id);
    expect(ids).toContain(paid.order._id);
    expect(ids).not.toContain(unpaid.order._id);
    expect(ids).not.toContain(theirs.order._id);
    expect(list.current.every((o) => o.status === 'Processing' && o.hasFeedback === false)).toBe(true);
  });

  it('GET /prasad/orders/{id}: the owner or the access key; another devotee gets 404', async () => {
    const created = await createOrder(t.app, kashi, user.token);
    const url = `/api/v1/prasad/orders/${created.order._id}`;
    expectStatus(await call(t.app, 'GET', url, { token: user.token }), 200);
    expectStatus(await call(t.app, 'GET', url, { token: other.token }), 404);
    expectStatus(await call(t.app, 'GET', url), 404);
    expectStatus(await call(t.app, 'GET', `${url}?key=${created.accessKey}`), 200);
  });
});

describe('status from the promises, and public tracking', () => {
  it('moves Processing → Shipped (in transit, out for delivery) → Delivered as the evidence arrives', async () => {
    const created = await paidOrder(t.app, kashi, user.token);
    const id = created.order._id;
    const tid = created.order.trackingId;
    const read = async () => orderOf(await call(t.app, 'GET', `/api/v1/prasad/orders/${id}`, { token: user.token }));
    const tracked = async () => {
      const r = await track(tid);
      expectStatus(r, 200);
      return (r.body.data as { tracking: PrasadTracking }).tracking;
    };

    let tr = await tracked();
    expect(tr).toMatchObject({ status: 'Processing', color: 'yellow' });
    expect(tr.timeline.map((s) => [s.status, s.completed])).toEqual([
      ['Order Placed', true],
      ['Puja Completed', false],
      ['Prasad Blessed & Packed', false],
      ['In Transit', false],
      ['Out for Delivery', false],
      ['Delivered', false],
    ]);

    await parcelStep(db(), id, 'packed');
    expect((await read()).status).toBe('Processing');
    tr = await tracked();
    expect(tr.timeline.filter((s) => s.completed).map((s) => s.status)).toEqual([
      'Order Placed',
      'Puja Completed',
      'Prasad Blessed & Packed',
    ]);

    await parcelStep(db(), id, 'shipped');
    expect(await read()).toMatchObject({ status: 'Shipped', trackingStatus: 'In Transit', courier: 'India Post' });
    tr = await tracked();
    expect(tr).toMatchObject({
      status: 'In Transit',
      color: 'blue',
      currentLocation: { step: 'In Transit', courier: 'India Post', trackingNumber: 'EK123456789IN' },
    });

    await parcelStep(db(), id, 'out_for_delivery');
    expect(await read()).toMatchObject({ status: 'Shipped', trackingStatus: 'Out for Delivery' });
    expect(await tracked()).toMatchObject({ status: 'Out for Delivery', color: 'orange' });

    await parcelStep(db(), id, 'delivered');
    expect((await read()).status).toBe('Delivered');
    tr = await tracked();
    expect(tr).toMatchObject({ status: 'Delivered', color: 'green' });
    expect(tr.timeline.every((s) => s.completed && s.time !== null)).toBe(true);

    const list = await myOrders(user.token);
    expect(list.previous.map((o) => o._id)).toContain(id);
    expect(list.current.map((o) => o._id)).not.toContain(id);
  });

  it('finds an order by its tracking id in any case with blanks, 404 for an unknown or unpaid one', async () => {
    const created = await paidOrder(t.app, kashi);
    const tid = created.order.trackingId;
    const spaced = `  ${tid.toLowerCase().slice(0, 6)} ${tid.toLowerCase().slice(6)}  `;
    expectStatus(await track(spaced), 200);
    expectStatus(await track(tid.toLowerCase()), 200);
    const unknown = await track('TRK-ZZZZZZZZZZ');
    expectStatus(unknown, 404);
    expect(unknown.body).toMatchObject({ code: 'not_found', message: 'Tracking ID Not Found' });
    expectStatus(await track('   '), 404);
    const unpaid = await createOrder(t.app, kashi);
    expectStatus(await track(unpaid.order.trackingId), 404);
  });

  it('answers nothing personal: no name, address, phone, e-mail, amount or payment id', async () => {
    const created = await paidOrder(t.app, kashi, user.token);
    await parcelStep(db(), created.order._id, 'shipped');
    const r = await track(created.order.trackingId);
    expectStatus(r, 200);
    const tracking = (r.body.data as { tracking: PrasadTracking }).tracking;
    expect(Object.keys(tracking).sort()).toEqual(
      [
        'color',
        'currentLocation',
        'estimatedDelivery',
        'items',
        'orderId',
        'status',
        'temple',
        'timeline',
        'trackingId',
      ].sort(),
    );
    const text = JSON.stringify(r.body).toLowerCase();
    const [row] = await db().select().from(prasadOrders).where(eq(prasadOrders.id, created.order._id));
    for (const secret of [
      customer.full_name,
      customer.phone_number,
      row!.donorEmail,
      address.addressLine1,
      address.addressLine2,
      address.city,
      String(address.pincode),
      address.state,
      row!.paymentId!,
      row!.accessKey,
      row!.reference,
      created.order._id,
      created.razorpayOrder.id,
    ])
      expect(text, secret).not.toContain(secret.toLowerCase());
    expect(text).not.toMatch(/amount|price|user|customer|address|phone|email/);
  });

  it('limits lookups per client IP', async () => {
    const ip = '203.0.113.77';
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await call(t.app, 'GET', '/api/v1/prasad/track/TRK-ZZZZZZZZZZ', { ip })).status;
    expect(last).toBe(429);
  });
});

describe('POST /prasad/orders/{id}/feedback', () => {
  const feedback = (id: string, body: unknown, o: { token?: string; key?: string } = {}) =>
    call(t.app, 'POST', `/api/v1/prasad/orders/${id}/feedback${o.key ? `?key=${o.key}` : ''}`, {
      body,
      token: o.token,
    });
  const good = { rating: 5, comment: 'Received with love, thank you.' };

  it('only after delivery, only by the owner, only once; the rating counts in the offering', async () => {
    const created = await paidOrder(t.app, kashi, user.token);
    const id = created.order._id;
    const early = await feedback(id, good, { token: user.token });
    expectStatus(early, 409);
    expect(early.body.code).toBe('not_delivered');

    await parcelStep(db(), id, 'shipped');
    await parcelStep(db(), id, 'delivered');
    expectStatus(await feedback(id, good, { token: other.token }), 404);
    expectStatus(await feedback(id, good), 404);

    const r = await feedback(id, { rating: '4', comment: '  Fresh prasad, well packed.  ' }, { token: user.token });
    expectStatus(r, 201);
    expect(r.body.message).toBe('Feedback Submitted');
    expect(orderOf(r)).toMatchObject({
      hasFeedback: true,
      feedback: { rating: 4, comment: 'Fresh prasad, well packed.' },
    });
    const again = await feedback(id, good, { token: user.token });
    expectStatus(again, 409);
    expect(again.body.code).toBe('already_reviewed');

    const k = (await offerings(t.app)).find((o) => o.id === kashi)!;
    expect(k).toMatchObject({ rating: 4, reviews: 1 });
    const list = await myOrders(user.token);
    expect(list.previous.find((o) => o._id === id)?.hasFeedback).toBe(true);
  });

  it("a guest's order takes feedback with its access key", async () => {
    const created = await paidOrder(t.app, kashi);
    await parcelStep(db(), created.order._id, 'delivered');
    expectStatus(await feedback(created.order._id, good), 404);
    expectStatus(await feedback(created.order._id, good, { key: created.accessKey }), 201);
  });

  it("checks rating and comment with the spec's messages", async () => {
    const created = await paidOrder(t.app, kashi, user.token);
    const id = created.order._id;
    const cases: Array<[unknown, string, string]> = [
      [{ comment: good.comment }, 'rating', 'Please select a rating'],
      [{ rating: 0, comment: good.comment }, 'rating', 'Please select a rating'],
      [{ rating: 6, comment: good.comment }, 'rating', 'Please select a rating'],
      [{ rating: 4.5, comment: good.comment }, 'rating', 'Please select a rating'],
      [{ rating: '', comment: good.comment }, 'rating', 'Please select a rating'],
      [{ rating: 5, comment: 'Too short' }, 'comment', 'Comment must be at least 10 characters'],
      [{ rating: 5, comment: '         x         ' }, 'comment', 'Comment must be at least 10 characters'],
      [{ rating: 5, comment: 'x'.repeat(501) }, 'comment', 'Comment must not exceed 500 characters'],
    ];
    for (const [body, field, message] of cases) {
      const r = await feedback(id, body, { token: user.token });
      expectStatus(r, 400);
      expect(errorsOf(r)[field], JSON.stringify(body)).toBe(message);
    }
  });
});

describe('estimated delivery and the clock', () => {
  it('an order paid later is estimated 5 days after its payment', async () => {
    const created = await createOrder(t.app, kashi);
    clock.advance(2 * DAY);
    const paid = orderOf(await payOrder(t.app, created));
    expect(paid.estimatedDelivery).toBe(promiseDue.prasadDelivery(clock.now()).toISOString());
  });
});
