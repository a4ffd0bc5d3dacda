import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PanditBookingCreated } from '@sankalp/shared/api/pandit-bookings';
import type { Db } from '../../db/client';
import { DEFAULT_WORKING_HOURS, panditBookings, pandits, type WeeklyHours } from '../../db/schema/index';
import { call, expectStatus, type Reply } from '../auth/auth.test-utils';
import {
  getWithKey,
  mailsLike,
  ordersOf as ordersOfKind,
  paidCheckout,
  type CheckoutSuccess,
} from '../payments/payments.test-utils';

/** A pandit with known hours (Mon-Sat 10:00-13:00 and 16:00-19:00 IST, Sunday off) and a ₹1000 fee. */
export type PanditFixture = { panditId: string };

export async function insertPandit(
  db: Db,
  o: { services?: Array<'Astro' | 'Vastu'>; hours?: WeeklyHours; feePaise?: number } = {},
): Promise<PanditFixture> {
  const [row] = await db
    .insert(pandits)
    .values({
      name: `Pt. Test ${randomUUID().slice(0, 6)}`,
      location: 'Varanasi, Uttar Pradesh',
      img: '/art/pandit-01.svg',
      description: 'A test astrologer',
      highlightPoints: [],
      experienceYears: 10,
      languages: ['Hindi'],
      specialities: ['Vedic astrology'],
      rating: 4.8,
      feePaise: o.feePaise ?? 100_000,
      services: o.services ?? ['Astro', 'Vastu'],
      workingHours: o.hours ?? DEFAULT_WORKING_HOURS,
    })
    .returning();
  return { panditId: row!.id };
}

export type BookOptions = {
  token?: string;
  email?: string;
  from?: string;
  to?: string;
  serviceType?: string;
  amount?: number | null;
  specialRequests?: string;
  phone?: string;
};

/** Monday 23 November 2026, 10:00-10:30 IST (the fake clock starts Saturday 21 November, 12:00 IST). */
export const MONDAY = '2026-11-23';
export const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+05:30`;

export function bookingBody(fx: PanditFixture, o: BookOptions = {}) {
  return {
    panditId: fx.panditId,
    customer: { name: 'Asha Verma', email: o.email ?? ' Asha@Example.in ', phone: o.phone ?? '9876543210' },
    serviceType: o.serviceType ?? 'Astro',
    preferredTime: { from: o.from ?? at(MONDAY, '10:00'), to: o.to ?? at(MONDAY, '10:30') },
    amount: o.amount === undefined ? 1000 : o.amount,
    ...(o.specialRequests === undefined ? {} : { specialRequests: o.specialRequests }),
  };
}

export const createBooking = (app: FastifyInstance, fx: PanditFixture, o: BookOptions = {}): Promise<Reply> =>
  call(app, 'POST', '/api/v1/pandit-bookings', { token: o.token, body: bookingBody(fx, o) });

export async function book(
  app: FastifyInstance,
  fx: PanditFixture,
  o: BookOptions = {},
): Promise<PanditBookingCreated> {
  const r = await createBooking(app, fx, o);
  expectStatus(r, 201);
  return r.body.data as PanditBookingCreated;
}

export const verify = (app: FastifyInstance, body: unknown, token?: string): Promise<Reply> =>
  call(app, 'POST', '/api/v1/pandit-bookings/verifypayment', { token, body });

export const getBooking = (
  app: FastifyInstance,
  id: string,
  o: { key?: string; token?: string } = {},
): Promise<Reply> => getWithKey(app, `/api/v1/pandit-bookings/${id}`, o);

export const availability = (app: FastifyInstance, panditId: string, date: string): Promise<Reply> =>
  call(app, 'GET', `/api/v1/pandits/${panditId}/availability?date=${encodeURIComponent(date)}`);

export const silentPay = (app: FastifyInstance, created: PanditBookingCreated): Promise<CheckoutSuccess> =>
  paidCheckout(app, created.order.id);

export async function bookingRow(db: Db, id: string) {
  const [row] = await db.select().from(panditBookings).where(eq(panditBookings.id, id));
  return row!;
}

export const bookingsOf = (db: Db, panditId: string) =>
  db.select().from(panditBookings).where(eq(panditBookings.panditId, panditId));

export const ordersOf = (db: Db, bookingId: string) => ordersOfKind(db, 'pandit_booking', bookingId);

/** The confirmation and refund e-mails of one booking. */
export const mailsFor = (db: Db, bookingId: string) => mailsLike(db, `pandit-booking%:${bookingId}%`);
