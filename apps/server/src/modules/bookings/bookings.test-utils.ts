import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import {
  mailOutbox,
  paymentOrders,
  pujaBookings,
  pujaChadhavaItems,
  pujaPackages,
  pujas,
  temples,
} from '../../db/schema/index';
import { hmacSha256Hex } from '../payments/signatures';
import { SANDBOX_WEBHOOK_SECRET } from '../payments/sandbox/sandbox.provider';
import { call, expectStatus, type Reply } from '../auth/auth.test-utils';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A small catalog with known prices (rupees), relative to `now`. */
export type Fixture = {
  pujaId: string;
  slug: string;
  /** 1 person, ₹851 */
  single: string;
  /** 4 people, ₹2001 */
  family: string;
  /** ₹101 */
  deep: string;
  /** ₹251.50 (paise matter) */
  vastra: string;
  closedPujaId: string;
  closedPackage: string;
  otherPujaId: string;
  otherPackage: string;
  otherItem: string;
};

let seq = 0;

/** Inserts a temple, an open puja (packages, chadhava items), a closed puja and another open puja. */
export async function insertFixture(db: Db, now: Date): Promise<Fixture> {
  seq += 1;
  const tag = `${seq}-${randomUUID().slice(0, 6)}`;
  const [temple] = await db
    .insert(temples)
    .values({
      name: 'Kashi Vishwanath',
      slug: `kashi-${tag}`,
      location: 'Varanasi, Uttar Pradesh',
      deity: 'Shiva',
      description: 'Jyotirlinga',
      about: 'About',
      image: '/art/temple.svg',
    })
    .returning();
  const puja = async (title: string, startMs: number, endMs: number) => {
    const [row] = await db
      .insert(pujas)
      .values({
        slug: `${title.toLowerCase().replaceAll(' ', '-')}-${tag}`,
        title,
        description: 'A puja',
        templeId: temple!.id,
        image: '/art/puja.svg',
        aboutPujaCard: [],
        aboutTemple: 'About the temple',
        tithi: 'Trayodashi',
        tag: 'Peace',
        occasion: 'Pradosh',
        type: 'Abhishek',
        duration: '2 hours',
        joinedNo: 100,
        benefits: [],
        startTime: new Date(now.getTime() + startMs),
        endTime: new Date(now.getTime() + endMs),
      })
      .returning();
    return row!;
  };
  const pkg = async (pujaId: string, title: string, pricePaise: number, numberOfPeople: number, sort: number) => {
    const [row] = await db
      .insert(pujaPackages)
      .values({ pujaId, img: '/art/p.svg', thumbnailTitle: title, pricePaise, numberOfPeople, points: [], sort })
      .returning();
    return row!.id;
  };
  const item = async (pujaId: string, title: string, pricePaise: number, sort: number) => {
    const [row] = await db
      .insert(pujaChadhavaItems)
      .values({ pujaId, title, pricePaise, image: '/art/i.svg', description: 'An offering', sort })
      .returning();
    return row!.id;
  };
  const open = await puja('Rudrabhishek Puja', 2 * DAY_MS, 3 * DAY_MS);
  const closed = await puja('Closed Puja', -3 * DAY_MS, -HOUR_MS);
  const other = await puja('Other Puja', 2 * DAY_MS, 3 * DAY_MS);
  return {
    pujaId: open.id,
    slug: open.slug,
    single: await pkg(open.id, 'Single', 85100, 1, 0),
    family: await pkg(open.id, 'Family', 200100, 4, 1),
    deep: await item(open.id, 'Deep Daan', 10100, 0),
    vastra: await item(open.id, 'Vastra Seva', 25150, 1),
    closedPujaId: closed.id,
    closedPackage: await pkg(closed.id, 'Single', 50100, 1, 0),
    otherPujaId: other.id,
    otherPackage: await pkg(other.id, 'Single', 60100, 1, 0),
    otherItem: await item(other.id, 'Other Item', 5100, 0),
  };
}

export const sankalpBody = (fx: Pick<Fixture, 'pujaId' | 'family'>, over: Record<string, unknown> = {}) => ({
  full_name: 'Ramesh Kumar',
  gotra: 'Kashyap',
  phone_number: '+91 98765 43210',
  email_address: 'ramesh@example.in',
  family_members_names: ['Sita Devi', 'Mohan Kumar'],
  wants_prasad: true,
  address_for_prasad_delivery: {
    addressLine1: '12 Temple Road',
    city: 'Varanasi',
    pincode: '221001',
    state: 'Uttar Pradesh',
  },
  special_prayers_or_sankalp: 'For the health of the family',
  puja_ref_id: fx.pujaId,
  ways_to_participate_ref_id: fx.family,
  ...over,
});

export async function saveSankalp(
  app: FastifyInstance,
  fx: Fixture,
  opts: { token?: string; over?: Record<string, unknown> } = {},
): Promise<string> {
  const r = await call(app, 'POST', '/api/v1/sankalp/', { token: opts.token, body: sankalpBody(fx, opts.over) });
  expectStatus(r, 201);
  return (r.body.data as { _id: string })._id;
}

export type BookOptions = {
  token?: string;
  email?: string;
  packageId?: string;
  items?: Array<{ item_id: string; quantity: number }>;
  dakshina?: number | string;
  amount?: number;
  over?: Record<string, unknown>;
};

/** What the booking calls answer in `data`. */
export type Created = {
  booking: { _id: string; amount_total: number; payment_status: string; order_id: string | null } & Record<
    string,
    unknown
  >;
  order: { id: string; amount: number; currency: string };
  amount: number;
  currency: string;
  keyId: string;
};

export function bookingBody(fx: Fixture, sankalpId: string, o: BookOptions = {}) {
  return {
    puja_ref_id: fx.pujaId,
    ways_to_participate_ref_id: o.packageId ?? fx.family,
    chadhava_included: null,
    amount_total: o.amount ?? 2001,
    sankalp_ref_id: sankalpId,
    payment_status: 'completed',
    donor_details: { full_name: 'Ramesh Kumar', email: o.email ?? 'ramesh@example.in', phone: '9876543210' },
    ...(o.items ? { puja_chadhava_items: o.items } : {}),
    ...(o.dakshina !== undefined ? { pandit_dakshina_amount: o.dakshina } : {}),
    ...o.over,
  };
}

/** sankalp → booking; answers the booking call's `data`. */
export async function book(app: FastifyInstance, fx: Fixture, o: BookOptions = {}): Promise<Created> {
  const sankalpId = await saveSankalp(app, fx, { token: o.token, over: o.email ? { email_address: o.email } : {} });
  const r = await call(app, 'POST', '/api/v1/poojabooking/', { token: o.token, body: bookingBody(fx, sankalpId, o) });
  expectStatus(r, 201);
  return r.body.data as Created;
}

export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** The sandbox Checkout: pays (or fails) an order; `deliver` decides the webhooks. */
export async function sandboxPay(
  app: FastifyInstance,
  orderId: string,
  opts: { outcome?: 'success' | 'failure'; deliver?: 'sync' | 'async' | 'none'; description?: string } = {},
): Promise<Reply> {
  return call(app, 'POST', '/api/v1/payments/sandbox/pay', {
    body: {
      order_id: orderId,
      outcome: opts.outcome ?? 'success',
      deliver: opts.deliver ?? 'none',
      description: opts.description,
    },
  });
}

export async function verify(
  app: FastifyInstance,
  bookingId: string,
  cb: CheckoutSuccess,
  token?: string,
): Promise<Reply> {
  return call(app, 'POST', '/api/v1/poojabooking/verifypayment', { token, body: { bookingId, ...cb } });
}

/** A Razorpay-shaped webhook body for one payment of an order. */
export function webhookBody(
  event: 'payment.captured' | 'payment.failed' | 'order.paid' | 'payment.authorized',
  p: { paymentId: string; orderId: string; amount: number; currency?: string; status?: string },
): string {
  const status =
    p.status ?? (event === 'payment.failed' ? 'failed' : event === 'payment.authorized' ? 'authorized' : 'captured');
  const payment = {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency ?? 'INR',
    status,
    order_id: p.orderId,
    method: 'upi',
    captured: status === 'captured',
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: status === 'failed' ? 'Payment failed' : null,
    created_at: 1_790_000_000,
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid')
    payload.order = {
      entity: { id: p.orderId, entity: 'order', amount: p.amount, amount_paid: p.amount, status: 'paid' },
    };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1_790_000_000,
  });
}

/** Delivers a webhook body as Razorpay would: raw bytes, signature header, event id header. */
export async function postWebhook(
  app: FastifyInstance,
  body: string,
  opts: { eventId?: string; secret?: string; signature?: string | null } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    opts.signature === undefined ? hmacSha256Hex(opts.secret ?? SANDBOX_WEBHOOK_SECRET, body) : opts.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  if (opts.eventId) headers['x-razorpay-event-id'] = opts.eventId;
  const res = await app.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers, payload: body });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

// ─── Database probes ────────────────────────────────────────────────────────

export async function bookingRow(db: Db, id: string) {
  const [row] = await db.select().from(pujaBookings).where(eq(pujaBookings.id, id));
  return row!;
}

export async function joinedNo(db: Db, pujaId: string): Promise<number> {
  const [row] = await db.select({ n: pujas.joinedNo }).from(pujas).where(eq(pujas.id, pujaId));
  return row!.n;
}

export async function mailsFor(db: Db, bookingId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `puja-booking:${bookingId}`));
}

export async function ordersOf(db: Db, bookingId: string) {
  return db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.kind, 'puja_booking'), eq(paymentOrders.refId, bookingId)));
}

export function expectPaid(row: { paymentStatus: string }) {
  expect(row.paymentStatus).toBe('completed');
}
