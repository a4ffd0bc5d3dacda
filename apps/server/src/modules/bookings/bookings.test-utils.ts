import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { pujaBookings, pujaChadhavaItems, pujaPackages, pujas } from '../../db/schema/index';
import { approveListings } from '../../test/approvals';
import { insertTemple } from '../../test/catalog-fixtures';
import { call, DAY, expectStatus, HOUR, type Reply } from '../auth/auth.test-utils';
import { mailsLike, ordersOf as ordersOfKind, type CheckoutSuccess } from '../payments/payments.test-utils';

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
  const templeId = await insertTemple(db, tag);
  const puja = async (title: string, startMs: number, endMs: number) => {
    const [row] = await db
      .insert(pujas)
      .values({
        slug: `${title.toLowerCase().replaceAll(' ', '-')}-${tag}`,
        title,
        description: 'A puja',
        templeId,
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
  const open = await puja('Rudrabhishek Puja', 2 * DAY, 3 * DAY);
  const closed = await puja('Closed Puja', -3 * DAY, -HOUR);
  const other = await puja('Other Puja', 2 * DAY, 3 * DAY);
  const fx: Fixture = {
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
  // Bookable: approved by its temple as it stands (issue 14, B9).
  await approveListings(db, { pujas: [open.id, closed.id, other.id] }, now);
  return fx;
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
  accessKey: string;
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

export async function verify(
  app: FastifyInstance,
  bookingId: string,
  cb: CheckoutSuccess,
  token?: string,
): Promise<Reply> {
  return call(app, 'POST', '/api/v1/poojabooking/verifypayment', { token, body: { bookingId, ...cb } });
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

export const mailsFor = (db: Db, bookingId: string) => mailsLike(db, `puja-booking:${bookingId}`);

export const ordersOf = (db: Db, bookingId: string) => ordersOfKind(db, 'puja_booking', bookingId);

export function expectPaid(row: { paymentStatus: string }) {
  expect(row.paymentStatus).toBe('completed');
}
