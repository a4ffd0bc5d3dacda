import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema/index';
import { expectStatus } from '../auth/auth.test-utils';
import { book, insertFixture, verify, type BookOptions, type Fixture } from '../bookings/bookings.test-utils';
import { ordersOf, paidCheckout } from '../payments/payments.test-utils';

// Refund tests and the authorization matrix: paid bookings and flagged orders to act on.

const fixtures = new WeakMap<object, Promise<Fixture>>();

/** The booking fixture of one database (made once). */
export function fixtureOf(db: Db, now = new Date()): Promise<Fixture> {
  let fx = fixtures.get(db);
  if (!fx) {
    fx = insertFixture(db, now);
    fixtures.set(db, fx);
  }
  return fx;
}

export type PaidBooking = { id: string; accessKey: string; amount: number; paymentId: string; providerOrderId: string };

/** A puja booking paid through the sandbox Checkout (₹2001 by default; no webhooks sent). */
export async function paidBooking(
  app: FastifyInstance,
  db: Db,
  o: BookOptions & { fx?: Fixture } = {},
): Promise<PaidBooking> {
  const fx = o.fx ?? (await fixtureOf(db));
  const created = await book(app, fx, o);
  const cb = await paidCheckout(app, created.order.id);
  expectStatus(await verify(app, created.booking._id, cb), 200);
  return {
    id: created.booking._id,
    accessKey: created.accessKey,
    amount: created.amount,
    paymentId: cb.razorpay_payment_id,
    providerOrderId: created.order.id,
  };
}

/** A paid booking whose order a person must look at (flagged as a second payment would be). */
export async function flaggedOrder(app: FastifyInstance, db: Db): Promise<string> {
  const paid = await paidBooking(app, db);
  const [order] = await ordersOf(db, 'puja_booking', paid.id);
  await db
    .update(paymentOrders)
    .set({
      needsReview: true,
      flaggedReason: 'second payment pay_Test on an order already paid',
      reviewCode: 'already_paid',
    })
    .where(eq(paymentOrders.id, order!.id));
  return order!.id;
}

type Expect = Record<
  | 'guest'
  | 'devotee'
  | 'admin'
  | 'operator'
  | 'templeStaffInScope'
  | 'templeStaffOutOfScope'
  | 'panditInScope'
  | 'panditOutOfScope'
  | 'staffWithout2fa',
  number
>;

/** Admin and operator may (`ok`); every other staff role 403. */
const adminAndOperator = (ok: number, operator = ok): Expect => ({
  guest: 401,
  devotee: 403,
  admin: ok,
  operator,
  templeStaffInScope: 403,
  templeStaffOutOfScope: 403,
  panditInScope: 403,
  panditOutOfScope: 403,
  staffWithout2fa: 403,
});

/**
 * The refund, review and settings routes' rows of admin-matrix.test.ts. Each write acts on a fresh
 * object per call (a new paid booking, a new flagged order), so every caller's answer is its own.
 */
export function refundMatrix(t: () => { app: FastifyInstance; db: { db: Db } }) {
  let booking = '';
  return {
    'GET /api/v1/admin/refunds/suggestion': {
      url: async () => {
        const paid = await paidBooking(t().app, t().db.db);
        return `/api/v1/admin/refunds/suggestion?kind=puja_booking&id=${paid.id}`;
      },
      expect: adminAndOperator(200),
    },
    'POST /api/v1/admin/refunds': {
      url: async () => {
        booking = (await paidBooking(t().app, t().db.db)).id;
        return '/api/v1/admin/refunds';
      },
      body: () => ({ kind: 'puja_booking', id: booking, amount: 100 }),
      expect: adminAndOperator(201),
    },
    'GET /api/v1/admin/payments/review': { url: () => '/api/v1/admin/payments/review', expect: adminAndOperator(200) },
    'POST /api/v1/admin/payments/{orderId}/resolve': {
      url: async () => `/api/v1/admin/payments/${await flaggedOrder(t().app, t().db.db)}/resolve`,
      body: () => ({ action: 'dismiss', note: 'Refunded the second payment' }),
      expect: adminAndOperator(200),
    },
    'GET /api/v1/admin/settings': { url: () => '/api/v1/admin/settings', expect: adminAndOperator(200) },
    'PUT /api/v1/admin/settings': {
      url: () => '/api/v1/admin/settings',
      body: () => ({ operatorRefundLimit: 5000 }),
      expect: adminAndOperator(200, 403),
    },
  };
}

/** A Razorpay-shaped refund webhook body (refund.created | refund.processed | refund.failed). */
export function refundWebhookBody(
  event: 'refund.created' | 'refund.processed' | 'refund.failed',
  r: { refundId: string; paymentId: string; amount: number; notes?: Record<string, string> },
): string {
  const status = event === 'refund.created' ? 'pending' : event === 'refund.processed' ? 'processed' : 'failed';
  const refund = {
    id: r.refundId,
    entity: 'refund',
    amount: r.amount,
    currency: 'INR',
    payment_id: r.paymentId,
    notes: r.notes ?? {},
    receipt: null,
    acquirer_data: { arn: null },
    created_at: 1_790_000_000,
    batch_id: null,
    status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: ['refund'],
    payload: { refund: { entity: refund } },
    created_at: 1_790_000_000,
  });
}
