import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { chadhavaEvents, paymentOrders, pujaPackages, pujas, refunds } from '../../../db/schema/index';
import { approveListings } from '../../../test/approvals';
import type { TestApp } from '../../../test/test-app';
import { call, DAY, expectStatus, type Reply } from '../../auth/auth.test-utils';
import * as pujaUtils from '../../bookings/bookings.test-utils';
import * as chadhavaUtils from '../../chadhava/chadhava.test-utils';
import * as panditUtils from '../../consultations/consultations.test-utils';
import { insertDonationFixture, donate, payDonation } from '../../donations/donations.test-utils';
import * as orderUtils from '../../orders/orders.test-utils';
import { ordersOf, paidCheckout } from '../../payments/payments.test-utils';

/** A booking the tests look for: its id, reference and kind. */
export type Made = { id: string; reference: string };

/** A puja booking at `fx`'s temple by `donor`, paid unless told otherwise. */
export async function pujaBooking(
  t: TestApp,
  fx: pujaUtils.Fixture,
  donor: { full_name: string; email: string; phone: string },
  o: { pay?: boolean } = {},
): Promise<Made> {
  const created = await pujaUtils.book(t.app, fx, { email: donor.email, over: { donor_details: donor } });
  if (o.pay !== false) {
    const cb = await paidCheckout(t.app, created.order.id);
    expectStatus(await pujaUtils.verify(t.app, created.booking._id, cb), 200);
  }
  return { id: created.booking._id, reference: created.booking.reference as string };
}

export async function chadhavaBooking(
  t: TestApp,
  fx: chadhavaUtils.EventFixture,
  donor: { fullName: string; email: string; phone: string },
): Promise<Made> {
  const created = await chadhavaUtils.book(t.app, fx, { email: donor.email, donor });
  expectStatus(await chadhavaUtils.verify(t.app, await chadhavaUtils.silentPay(t.app, created)), 200);
  return { id: created.booking._id, reference: created.booking.reference };
}

export async function donation(t: TestApp, donor: { name: string; email: string; phone: string }): Promise<Made> {
  const fx = await insertDonationFixture(t.db.db);
  const created = await donate(t.app, fx, { donor });
  expectStatus((await payDonation(t.app, created)).verified, 200);
  return { id: created.donation._id, reference: created.donation.reference };
}

export async function productOrder(
  t: TestApp,
  fx: orderUtils.ProductFixture,
  c: { full_name: string; email_address: string; phone_number: string },
): Promise<Made> {
  const created = await orderUtils.order(t.app, fx, { over: { customer: c } });
  expectStatus(await orderUtils.verify(t.app, await orderUtils.silentPay(t.app, created)), 200);
  return { id: created.order._id, reference: created.order.reference };
}

/** A paid consultation (Asha Verma, Monday 23 November 2026 10:00 IST unless told). */
export async function consultation(
  t: TestApp,
  fx: panditUtils.PanditFixture,
  o: { email: string; phone: string; from?: string; to?: string },
): Promise<Made> {
  const created = await panditUtils.book(t.app, fx, o);
  expectStatus(await panditUtils.verify(t.app, await panditUtils.silentPay(t.app, created)), 200);
  return { id: created.booking._id, reference: created.booking.reference };
}

/** The temple of a chadhava event fixture. */
export async function eventTemple(db: Db, eventId: string): Promise<string> {
  const [e] = await db
    .select({ templeId: chadhavaEvents.templeId })
    .from(chadhavaEvents)
    .where(eq(chadhavaEvents.id, eventId));
  return e!.templeId;
}

/** A processed refund of `amountPaise` on the record's paid order, written as the refund flow would leave it. */
export async function insertRefund(
  db: Db,
  kind: string,
  refId: string,
  amountPaise: number,
  o: { status?: 'pending' | 'processed' | 'failed'; now?: Date; requestedBy?: string } = {},
) {
  const [order] = await ordersOf(db, kind as never, refId);
  const now = o.now ?? new Date();
  const [row] = await db
    .insert(refunds)
    .values({
      kind,
      refId,
      orderId: order!.id,
      providerPaymentId: order!.paidPaymentId ?? 'pay_test',
      providerRefundId: `rfnd_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
      amountPaise,
      status: o.status ?? 'processed',
      reason: 'Test refund',
      requestedBy: o.requestedBy ?? null,
      createdAt: now,
      updatedAt: now,
      processedAt: (o.status ?? 'processed') === 'processed' ? now : null,
    })
    .returning();
  return row!;
}

/** Flags one payment order for review. */
export const flagOrder = (db: Db, orderId: string) =>
  db.update(paymentOrders).set({ needsReview: true, flaggedReason: 'test' }).where(eq(paymentOrders.id, orderId));

export type Page = { items: Array<{ kind: string; _id: string } & Record<string, unknown>>; total: number };

/** GET /admin/bookings with a query string; answers the page (status checked). */
export async function listBookings(
  t: TestApp,
  token: string,
  query = '',
  status = 200,
): Promise<Page & { reply: Reply }> {
  const r = await call(t.app, 'GET', `/api/v1/admin/bookings${query ? `?${query}` : ''}`, { token });
  expectStatus(r, status);
  return { ...((r.body.data as Page) ?? { items: [], total: 0 }), reply: r };
}

/** The ids of a page, sorted (for set comparisons). */
export const idsOf = (p: Page) => p.items.map((i) => i._id).sort();

/**
 * An unpaid puja booking at `templeId` (the seeded catalog's temple A in the matrix), booked
 * through the API: an upcoming puja of that temple, approved by it, with a family package.
 */
export async function pujaBookingAtTemple(app: FastifyInstance, db: Db, templeId: string): Promise<string> {
  const [target] = await db
    .select({ pujaId: pujas.id, packageId: pujaPackages.id, pricePaise: pujaPackages.pricePaise })
    .from(pujas)
    .innerJoin(pujaPackages, eq(pujaPackages.pujaId, pujas.id))
    // The test sankalp names two family members: a package for three or more.
    .where(
      and(
        eq(pujas.templeId, templeId),
        gt(pujas.startTime, new Date(Date.now() + DAY)),
        gte(pujaPackages.numberOfPeople, 3),
      ),
    )
    .orderBy(asc(pujas.startTime), asc(pujaPackages.sort))
    .limit(1);
  if (!target) throw new Error(`temple ${templeId} has no upcoming puja with a package`);
  await approveListings(db, { pujas: [target.pujaId] });
  const fx = { pujaId: target.pujaId, family: target.packageId } as pujaUtils.Fixture;
  const created = await pujaUtils.book(app, fx, { packageId: target.packageId, amount: target.pricePaise / 100 });
  return created.booking._id;
}

type Caller =
  | 'guest'
  | 'devotee'
  | 'admin'
  | 'operator'
  | 'templeStaffInScope'
  | 'templeStaffOutOfScope'
  | 'panditInScope'
  | 'panditOutOfScope'
  | 'staffWithout2fa';

/** Every staff role may call it (each sees its own reach). */
const everyStaff = (ok: number): Record<Caller, number> => ({
  guest: 401,
  devotee: 403,
  admin: ok,
  operator: ok,
  templeStaffInScope: ok,
  templeStaffOutOfScope: ok,
  panditInScope: ok,
  panditOutOfScope: ok,
  staffWithout2fa: 403,
});

/**
 * The bookings and dashboard routes' rows of admin-matrix.test.ts. The detail names a booking at
 * temple A: its staff, admin and operator read it; other temples' staff and pandits get 404.
 */
export function bookingsMatrix(t: () => { app: FastifyInstance; db: { db: Db } }) {
  let bookingAtA: Promise<string> | undefined;
  return {
    'GET /api/v1/admin/bookings': { url: () => '/api/v1/admin/bookings?limit=5', expect: everyStaff(200) },
    'GET /api/v1/admin/bookings.csv': {
      url: () => '/api/v1/admin/bookings.csv?kind=puja_booking',
      expect: everyStaff(200),
    },
    'GET /api/v1/admin/dashboard': { url: () => '/api/v1/admin/dashboard', expect: everyStaff(200) },
    'GET /api/v1/admin/bookings/{kind}/{id}': {
      url: async (w: { templeA: string }) => {
        bookingAtA ??= pujaBookingAtTemple(t().app, t().db.db, w.templeA);
        return `/api/v1/admin/bookings/puja_booking/${await bookingAtA}`;
      },
      expect: {
        ...everyStaff(200),
        templeStaffOutOfScope: 404,
        panditInScope: 404,
        panditOutOfScope: 404,
      },
    },
  };
}
