import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PrasadOfferingView, PrasadOrderCreated, PrasadOrderView } from '@sankalp/shared/api/prasad';
import type { Db } from '../../db/client';
import { promises, type PromiseEvidence } from '../../db/schema/index';
import { call, expectStatus, type Reply } from '../auth/auth.test-utils';
// The parcel's steps are set straight on its promises, as the board's actions write them.
// eslint-disable-next-line no-restricted-imports
import { addEvidence, keepPromises } from '../fulfilment/promises.repository';
import { paidCheckout } from '../payments/payments.test-utils';

// Helpers of the prasad tests: offerings, an order and its payment, and the parcel's steps written
// straight onto its promises (as the fulfilment board records them).

export const customer = { full_name: 'Sita Devi', phone_number: '9876543210', email_address: 'Sita.Devi@Example.in' };
export const address = {
  addressLine1: '21 Assi Ghat Lane',
  addressLine2: 'Near the ghat',
  city: 'Varanasi',
  pincode: 221005,
  state: 'Uttar Pradesh',
};

export async function offerings(app: FastifyInstance, q?: string): Promise<PrasadOfferingView[]> {
  const r = await call(app, 'GET', `/api/v1/prasad/offerings${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  expectStatus(r, 200);
  return (r.body.data as { offerings: PrasadOfferingView[] }).offerings;
}

export const orderBody = (offering: string, over: Record<string, unknown> = {}) => ({
  offering,
  quantity: 2,
  customer,
  address_for_delivery: address,
  ...over,
});

export const postOrder = (app: FastifyInstance, body: unknown, token?: string) =>
  call(app, 'POST', '/api/v1/prasad/orders', { body, token });

export async function createOrder(
  app: FastifyInstance,
  offering: string,
  token?: string,
  over: Record<string, unknown> = {},
) {
  const r = await postOrder(app, orderBody(offering, over), token);
  expectStatus(r, 201);
  return r.body.data as PrasadOrderCreated;
}

/** Pays an order in the sandbox and verifies the Checkout callback, as the page does. */
export async function payOrder(app: FastifyInstance, created: PrasadOrderCreated): Promise<Reply> {
  const cb = await paidCheckout(app, created.razorpayOrder.id);
  return call(app, 'POST', '/api/v1/prasad/orders/verify-payment', { body: { ...cb, bookingId: created.order._id } });
}

export async function paidOrder(app: FastifyInstance, offering: string, token?: string): Promise<PrasadOrderCreated> {
  const created = await createOrder(app, offering, token);
  expectStatus(await payOrder(app, created), 200);
  return created;
}

export const orderOf = (r: Reply) => (r.body.data as { order: PrasadOrderView }).order;

const parcelPromises = (db: Db, orderId: string) =>
  db
    .select()
    .from(promises)
    .where(and(eq(promises.kind, 'prasad_order'), eq(promises.refId, orderId)));

/** A parcel step as the board records it: evidence on both promises; shipped keeps dispatch, delivered keeps all. */
export async function parcelStep(
  db: Db,
  orderId: string,
  step: 'packed' | 'shipped' | 'out_for_delivery' | 'delivered',
  now = new Date(),
) {
  const rows = await parcelPromises(db, orderId);
  const stamp = now.toISOString();
  const evidence: PromiseEvidence =
    step === 'packed'
      ? { packedAt: stamp }
      : step === 'shipped'
        ? { courier: 'India Post', trackingNumber: 'EK123456789IN', shippedAt: stamp }
        : step === 'out_for_delivery'
          ? { outForDeliveryAt: stamp }
          : {};
  const keep = step === 'shipped' ? rows.filter((p) => p.type === 'dispatch') : step === 'delivered' ? rows : [];
  await keepPromises(
    db,
    keep.map((p) => p.id),
    null,
    evidence,
    now,
  );
  await addEvidence(
    db,
    rows.filter((p) => !keep.includes(p)).map((p) => p.id),
    evidence,
    now,
  );
}
