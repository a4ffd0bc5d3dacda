/**
 * Who may read or change a booking (ARCHITECTURE principle 4, decision 007), for every payable
 * kind: the owner's session or the record's access key, and nothing else — not the id alone, not
 * another signed-in user, not a wrong key. The route list comes from the app itself, so a booking
 * route missing from MATRIX fails here until someone decides who may call it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChadhavaEvent, Product } from '@sankalp/shared/api/catalog';
import { eventBookingError } from '@sankalp/shared/timing';
import { appRoutes, isBookingRoute } from '../../test/app-routes';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, expectStatus, registerUser, type TestUser } from '../auth/auth.test-utils';
import { book, insertFixture, type Fixture } from '../bookings/bookings.test-utils';
import { book as bookConsultation, insertPandit, at } from '../consultations/consultations.test-utils';
import { istDateOf } from '../consultations/ist-time';
import { sandboxPay, withKey } from './payments.test-utils';

type Made = { id: string; key: string; orderId: string };
type Entry = {
  /** Makes a record of this kind for `token`'s user (a guest without one). */
  make: (token?: string) => Promise<Made>;
  /** Pays it first (a receipt exists only once paid). */
  paid?: boolean;
  request: (m: Made, key?: string) => { method: 'GET' | 'POST'; url: string; body?: unknown };
  ownStatus: number;
};

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let fx: Fixture;

async function makePuja(token?: string): Promise<Made> {
  const d = await book(t.app, fx, { token, email: token ? owner.email : 'guest@example.in' });
  return { id: d.booking._id, key: d.accessKey, orderId: d.order.id };
}

async function makeChadhava(token?: string): Promise<Made> {
  const list = await call(t.app, 'GET', '/api/v1/chadhava-events/upcoming');
  const events = (list.body.data as { events: Array<ChadhavaEvent> }).events;
  const event = events.find(
    (e) => eventBookingError(e, new Date()) === null && (e.availableSlots ?? 99) > 5 && e.offerings.length > 0,
  )!;
  const r = await call(t.app, 'POST', '/api/v1/chadhava-bookings/', {
    token,
    body: {
      event: event._id,
      donorDetails: { fullName: 'Sita Devi', email: 'sita@example.in', phone: '9876543210', gotra: 'Kashyap' },
      offerings: [{ offering: event.offerings[0]!._id, quantity: 1 }],
    },
  });
  expectStatus(r, 201);
  const d = r.body.data as { booking: { _id: string }; accessKey: string; order: { id: string } };
  return { id: d.booking._id, key: d.accessKey, orderId: d.order.id };
}

async function makeDonation(token?: string): Promise<Made> {
  const list = await call(t.app, 'GET', '/api/v1/donationcampaigns');
  const campaign = (list.body.data as Array<{ _id: string }>)[0]!;
  const r = await call(t.app, 'POST', '/api/v1/donationsbooking/create', {
    token,
    body: {
      campaign_id: campaign._id,
      sevas: [],
      custom_donation: 1001,
      donor: { name: 'Sita Devi', email: 'sita@example.in', phone: '9876543210', address: '12 Temple Road, Varanasi', gotra: 'Kashyap', pan_number: 'ABCDE1234F' },
    },
  });
  expectStatus(r, 201);
  const d = r.body.data as { donation: { _id: string }; accessKey: string; order: { id: string } };
  return { id: d.donation._id, key: d.accessKey, orderId: d.order.id };
}

async function makeProductOrder(token?: string): Promise<Made> {
  const list = await call(t.app, 'GET', '/api/v1/products');
  const first = (list.body.data as { products: Array<{ _id: string }> }).products[0]!;
  const detail = await call(t.app, 'GET', `/api/v1/products/${first._id}`);
  const product = (detail.body.data as { product: Product }).product;
  const variant = product.variants.stock?.find((v) => v.available === null || v.available > 5) ?? {
    size: product.variants.sizes[0]!.name,
    color: product.variants.colors[0]!.name,
  };
  const r = await call(t.app, 'POST', '/api/v1/product-orders/create', {
    token,
    body: {
      product_ref_id: product._id,
      selectedOptions: { size: variant.size, color: variant.color, quantity: 1 },
      customer: { full_name: 'Sita Devi', phone_number: '9876543210', email_address: 'sita@example.in' },
      address_for_delivery: { addressLine1: '12 Temple Road', city: 'Varanasi', pincode: 221001, state: 'Uttar Pradesh' },
    },
  });
  expectStatus(r, 201);
  const d = r.body.data as { order: { _id: string }; accessKey: string; razorpayOrder: { id: string } };
  return { id: d.order._id, key: d.accessKey, orderId: d.razorpayOrder.id };
}

async function makePrasadOrder(token?: string): Promise<Made> {
  const list = await call(t.app, 'GET', '/api/v1/prasad/offerings');
  const offering = (list.body.data as { offerings: Array<{ _id: string }> }).offerings[0]!;
  const r = await call(t.app, 'POST', '/api/v1/prasad/orders', {
    token,
    body: {
      offering: offering._id,
      quantity: 1,
      customer: { full_name: 'Sita Devi', phone_number: '9876543210', email_address: 'sita@example.in' },
      address_for_delivery: { addressLine1: '12 Temple Road', city: 'Varanasi', pincode: 221001, state: 'Uttar Pradesh' },
    },
  });
  expectStatus(r, 201);
  const d = r.body.data as { order: { _id: string }; accessKey: string; razorpayOrder: { id: string } };
  return { id: d.order._id, key: d.accessKey, orderId: d.razorpayOrder.id };
}

async function makePanditBooking(token?: string): Promise<Made> {
  // A fresh pandit working every day, so no two records of this matrix overlap.
  const pandit = await insertPandit(t.db.db, { hours: Array.from({ length: 7 }, () => [{ from: '10:00', to: '13:00' }]) });
  const day = istDateOf(Date.now() + 2 * 24 * 60 * 60_000);
  const d = await bookConsultation(t.app, pandit, {
    token,
    email: token ? owner.email : 'guest@example.in',
    from: at(day, '10:00'),
    to: at(day, '10:30'),
  });
  return { id: d.booking._id, key: d.accessKey, orderId: d.order.id };
}

const MATRIX: Record<string, Entry> = {
  'GET /api/v1/prasad/orders/{id}': {
    make: makePrasadOrder,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/prasad/orders/${m.id}`, key) }),
    ownStatus: 200,
  },
  // Reached by the owner and the key; a paid order not yet delivered takes no feedback (409).
  'POST /api/v1/prasad/orders/{id}/feedback': {
    make: makePrasadOrder,
    paid: true,
    request: (m, key) => ({
      method: 'POST',
      url: withKey(`/api/v1/prasad/orders/${m.id}/feedback`, key),
      body: { rating: 5, comment: 'Received with gratitude.' },
    }),
    ownStatus: 409,
  },
  'GET /api/v1/product-orders/{id}': {
    make: makeProductOrder,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/product-orders/${m.id}`, key) }),
    ownStatus: 200,
  },
  'GET /api/v1/poojabooking/{id}': {
    make: makePuja,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/poojabooking/${m.id}`, key) }),
    ownStatus: 200,
  },
  'POST /api/v1/poojabooking/chadhavabooking': {
    make: makePuja,
    request: (m, key) => ({
      method: 'POST',
      url: withKey('/api/v1/poojabooking/chadhavabooking', key),
      body: { pujaId: m.id, pandit_dakshina_amount: 11, total_amount: 2012 },
    }),
    ownStatus: 200,
  },
  'GET /api/v1/chadhava-bookings/{id}': {
    make: makeChadhava,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/chadhava-bookings/${m.id}`, key) }),
    ownStatus: 200,
  },
  'GET /api/v1/donationsbooking/{id}': {
    make: makeDonation,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/donationsbooking/${m.id}`, key) }),
    ownStatus: 200,
  },
  'GET /api/v1/donationsbooking/{id}/receipt.pdf': {
    make: makeDonation,
    paid: true,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/donationsbooking/${m.id}/receipt.pdf`, key) }),
    ownStatus: 200,
  },
  'GET /api/v1/pandit-bookings/{id}': {
    make: makePanditBooking,
    request: (m, key) => ({ method: 'GET', url: withKey(`/api/v1/pandit-bookings/${m.id}`, key) }),
    ownStatus: 200,
  },
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
  fx = await insertFixture(t.db.db, new Date());
});
afterAll(() => t.close());

describe('booking access matrix', () => {
  it('covers every booking route of the app (and only existing ones)', () => {
    const routes = appRoutes(t.app);
    expect(routes).toContain('GET /api/v1/poojabooking/{id}');
    const missing = routes.filter(isBookingRoute).filter((r) => !(r in MATRIX));
    expect(missing, 'booking routes missing from MATRIX').toEqual([]);
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r)), 'MATRIX entries with no route').toEqual([]);
  });

  for (const [route, e] of Object.entries(MATRIX)) {
    const send = (m: Made, opts: { key?: string; token?: string }) => {
      const req = e.request(m, opts.key);
      return call(t.app, req.method, req.url, { token: opts.token, body: req.body });
    };
    const prepare = async (token?: string) => {
      const m = await e.make(token);
      if (e.paid) expectStatus(await sandboxPay(t.app, m.orderId, { deliver: 'sync' }), 200);
      return m;
    };

    it(`${route}: 404 without session and key, for another user, with a wrong key; ${e.ownStatus} for the owner and for the key`, async () => {
      const m = await prepare(owner.token);
      expectStatus(await send(m, {}), 404);
      expectStatus(await send(m, { token: other.token }), 404);
      expectStatus(await send(m, { key: 'A'.repeat(32) }), 404);
      expectStatus(await send(m, { key: `${m.key.slice(0, -1)}${m.key.endsWith('A') ? 'B' : 'A'}` }), 404);
      expectStatus(await send(m, { key: '' }), 404);
      expectStatus(await send(m, { token: owner.token }), e.ownStatus);
      expectStatus(await send(await prepare(owner.token).then((x) => x), { key: m.key }), 404); // a key opens only its own record
      expectStatus(await send(m, { key: m.key }), e.ownStatus);
    });

    it(`${route}: a guest's record opens with its key only`, async () => {
      const m = await prepare();
      expectStatus(await send(m, {}), 404);
      expectStatus(await send(m, { token: other.token }), 404);
      expectStatus(await send(m, { key: m.key, token: other.token }), e.ownStatus);
    });
  }
});
