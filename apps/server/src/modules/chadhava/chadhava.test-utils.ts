import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ChadhavaBookingCreated } from '@sankalp/shared/api/chadhava-bookings';
import type { Db } from '../../db/client';
import { chadhavaBookings, chadhavaEvents, eventOfferings, temples } from '../../db/schema/index';
import { approveListings } from '../../test/approvals';
import { insertTemple } from '../../test/catalog-fixtures';
import { call, DAY, expectStatus, type Reply } from '../auth/auth.test-utils';
import {
  getWithKey,
  mailsLike,
  ordersOf as ordersOfKind,
  paidCheckout,
  type CheckoutSuccess,
} from '../payments/payments.test-utils';

export type EventFixture = {
  eventId: string;
  slug: string;
  /** ₹51 */
  belPatra: string;
  /** ₹101.50 (paise matter) */
  diya: string;
};

export type EventOptions = {
  /** Milliseconds from `now` (default two days ahead). */
  at?: number;
  isActive?: boolean;
  maxParticipants?: number | null;
  currentParticipants?: number;
  /** Rupees. */
  basePrice?: number;
  /** Extra offerings (rupee prices), e.g. a free one. */
  extra?: Array<{ name: string; price: number }>;
};

let seq = 0;
let templeId: string | undefined;

/** Inserts a chadhava event with two offerings (₹51 and ₹101.50), relative to `now`. */
export async function insertEvent(
  db: Db,
  now: Date,
  o: EventOptions = {},
): Promise<EventFixture & { extra: string[] }> {
  seq += 1;
  const tag = `${seq}-${randomUUID().slice(0, 6)}`;
  if (!templeId || !(await db.select().from(temples).where(eq(temples.id, templeId)))[0])
    templeId = await insertTemple(db, tag);
  const name = `Pradosh Chadhava ${tag}`;
  const [event] = await db
    .insert(chadhavaEvents)
    .values({
      slug: `pradosh-chadhava-${tag}`,
      name,
      templeId,
      date: new Date(now.getTime() + (o.at ?? 2 * DAY)),
      isActive: o.isActive ?? true,
      maxParticipants: o.maxParticipants === undefined ? 108 : o.maxParticipants,
      currentParticipants: o.currentParticipants ?? 0,
      basePricePaise: Math.round((o.basePrice ?? 0) * 100),
      about: 'Offerings on Pradosh.',
      images: ['/art/event-01.svg'],
    })
    .returning();
  const offering = async (offeringName: string, pricePaise: number, sort: number, type = 'Other') => {
    const [row] = await db
      .insert(eventOfferings)
      .values({
        eventId: event!.id,
        name: offeringName,
        pricePaise,
        description: 'An offering',
        image: '/art/o.svg',
        type,
        sort,
      })
      .returning();
    return row!.id;
  };
  const belPatra = await offering('Bel Patra', 5100, 0, 'Flowers');
  const diya = await offering('Ghee Diya', 10150, 1, 'Diya');
  const extra: string[] = [];
  for (const [i, x] of (o.extra ?? []).entries()) extra.push(await offering(x.name, Math.round(x.price * 100), 2 + i));
  // Bookable: approved by its temple as it stands (issue 14, B9).
  await approveListings(db, { events: [event!.id] }, now);
  return { eventId: event!.id, slug: event!.slug, belPatra, diya, extra };
}

export type BookOptions = {
  token?: string;
  email?: string;
  offerings?: Array<{ offering: string; quantity: unknown }>;
  totalAmount?: number;
  donor?: Record<string, unknown>;
  over?: Record<string, unknown>;
};

/** Two Bel Patra and one Ghee Diya: ₹203.50 plus the event's base price. */
export const defaultOfferings = (fx: EventFixture) => [
  { offering: fx.belPatra, quantity: 2 },
  { offering: fx.diya, quantity: 1 },
];

export function bookingBody(fx: EventFixture, o: BookOptions = {}) {
  return {
    event: fx.eventId,
    donorDetails: {
      fullName: 'Ramesh Kumar',
      email: o.email ?? 'ramesh@example.in',
      phone: '9876543210',
      gotra: 'Kashyap',
      ...o.donor,
    },
    offerings: o.offerings ?? defaultOfferings(fx),
    ...(o.totalAmount !== undefined ? { totalAmount: o.totalAmount } : {}),
    ...o.over,
  };
}

export const createBooking = (app: FastifyInstance, fx: EventFixture, o: BookOptions = {}): Promise<Reply> =>
  call(app, 'POST', '/api/v1/chadhava-bookings/', { token: o.token, body: bookingBody(fx, o) });

/** Creates a booking that must succeed; answers the create call's `data`. */
export async function book(
  app: FastifyInstance,
  fx: EventFixture,
  o: BookOptions = {},
): Promise<ChadhavaBookingCreated> {
  const r = await createBooking(app, fx, o);
  expectStatus(r, 201);
  return r.body.data as ChadhavaBookingCreated;
}

export const verify = (app: FastifyInstance, body: unknown, token?: string): Promise<Reply> =>
  call(app, 'POST', '/api/v1/chadhava-bookings/verify-payment', { token, body });

export const getBooking = (
  app: FastifyInstance,
  id: string,
  o: { key?: string; token?: string } = {},
): Promise<Reply> => getWithKey(app, `/api/v1/chadhava-bookings/${id}`, o);

/** Checkout's success arguments for a sandbox payment whose webhooks are not delivered. */
export const silentPay = (app: FastifyInstance, created: ChadhavaBookingCreated): Promise<CheckoutSuccess> =>
  paidCheckout(app, created.order.id);

// ─── Database probes ────────────────────────────────────────────────────────

export async function bookingRow(db: Db, id: string) {
  const [row] = await db.select().from(chadhavaBookings).where(eq(chadhavaBookings.id, id));
  return row!;
}

export async function eventRow(db: Db, id: string) {
  const [row] = await db.select().from(chadhavaEvents).where(eq(chadhavaEvents.id, id));
  return row!;
}

export const bookingsOf = (db: Db, eventId: string) =>
  db.select().from(chadhavaBookings).where(eq(chadhavaBookings.eventId, eventId));

export const ordersOf = (db: Db, bookingId: string) => ordersOfKind(db, 'chadhava_booking', bookingId);

/** The confirmation and refund e-mails of one booking. */
export const mailsFor = (db: Db, bookingId: string) => mailsLike(db, `chadhava-booking%:${bookingId}`);
