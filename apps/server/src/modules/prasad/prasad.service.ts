import { randomInt } from 'node:crypto';
import type {
  PrasadOfferingView,
  PrasadOrderCreated,
  PrasadOrderList,
  PrasadOrderView,
  PrasadTracking,
} from '@sankalp/shared/api/prasad';
import { toRupees } from '@sankalp/shared/money';
import {
  normalizeTrackingId,
  prasadVerifySchema,
  TRACKING_ID_PATTERN,
  type PrasadFeedback,
  type PrasadOrderRequest,
} from '@sankalp/shared/schemas/prasad';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { listAddresses } from '../addresses/addresses.service';
import { payableReads } from '../payments/payable-reads';
import { cleanNotes, newPayable, openCheckout, reachPayable } from '../payments/payments.service';
import type { Language } from '../../lib/request-language';
import { toOfferingView, toOrderView, toTracking } from './prasad.mappers';
import * as repo from './prasad.repository';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

const KIND = 'prasad_order';

export const ORDER_NOT_FOUND = 'Order not found';
export const OFFERING_NOT_FOUND = 'Prasad offering not found';
export const ADDRESS_NOT_FOUND = 'Address not found';
export const OUT_OF_STOCK = 'This prasad is out of stock';
export const TRACKING_NOT_FOUND = 'Tracking ID Not Found';
export const ALREADY_REVIEWED = 'You have already left feedback for this order';
export const NOT_DELIVERED = 'Feedback can be left once the prasad is delivered';

// ─── Offerings ──────────────────────────────────────────────────────────────

/** GET /prasad/offerings: published offerings with their temple and computed rating. */
export async function listOfferings(
  ctx: Pick<AppContext, 'db'>,
  q?: string,
  lang?: Language,
): Promise<PrasadOfferingView[]> {
  return (await repo.listPublishedOfferings(ctx.db, q)).map((o) => toOfferingView(o, lang));
}

/** GET /prasad/offerings/{id}: one published offering (404 for a draft or an unknown id). */
export async function getOffering(
  ctx: Pick<AppContext, 'db'>,
  id: string,
  lang?: Language,
): Promise<PrasadOfferingView> {
  const found = (await repo.listPublishedOfferings(ctx.db, undefined, id.toLowerCase()))[0];
  if (!found) throw notFound(OFFERING_NOT_FOUND);
  return toOfferingView(found, lang);
}

// ─── Ordering ───────────────────────────────────────────────────────────────

/** Unambiguous letters and digits (no 0/O, 1/I) for ids read out over the phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const code = (n: number) => Array.from({ length: n }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** A new order id (ORD- and 8) and tracking id (TRK- and 10): 32^8 and 32^10, unique indexes behind them. */
export const newOrderCode = () => `ORD-${code(8)}`;
export const newTrackingId = () => `TRK-${code(10)}`;

/** The delivery address: the form's, or (signed in) one of the user's saved addresses. */
async function deliveryAddress(ctx: AppContext, me: SessionUser | null, input: PrasadOrderRequest) {
  if (input.address_for_delivery) {
    const a = input.address_for_delivery;
    return { ...a, addressLine2: a.addressLine2 ?? '' };
  }
  const wanted = input.addressId?.toLowerCase();
  const saved = me && wanted ? (await listAddresses(ctx, me.id)).find((a) => a.id === wanted) : undefined;
  if (!saved) throw badRequest(ADDRESS_NOT_FOUND, { field: 'addressId' });
  const { addressLine1, addressLine2, city, pincode, state, country } = saved;
  return { addressLine1, addressLine2, city, pincode, state, country };
}

/**
 * POST /prasad/orders: the order is written pending with the amount the server computes from the
 * offering's price × quantity, then the provider order is made. An unknown or unpublished offering
 * is 404, an out-of-stock one 409 out_of_stock; a saved address must be the caller's own.
 */
export async function createOrder(
  ctx: AppContext,
  me: SessionUser | null,
  input: PrasadOrderRequest,
  language: Language = 'en',
): Promise<PrasadOrderCreated> {
  const found = await repo.findPublishedOffering(ctx.db, input.offering.toLowerCase());
  if (!found) throw notFound(OFFERING_NOT_FOUND);
  const { offering, templeName } = found;
  if (offering.availability === 'Out of Stock') throw conflict(OUT_OF_STOCK, { offering: offering.id }, 'out_of_stock');
  const address = await deliveryAddress(ctx, me, input);
  const amountPaise = offering.pricePaise * input.quantity;
  const { customer } = input;

  const id = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const pending = await newPayable(tx, ctx, KIND, me, {
      language,
      now,
      amountPaise,
      notes: (orderId) =>
        cleanNotes({
          order_id: orderId,
          prasad: `${offering.title} x${input.quantity}`,
          temple: templeName,
          total: toRupees(amountPaise),
        }),
    });
    await repo.insertOrder(tx, {
      ...pending,
      donorName: customer.full_name,
      donorEmail: customer.email_address.toLowerCase(),
      donorPhone: customer.phone_number,
      orderCode: newOrderCode(),
      trackingId: newTrackingId(),
      offeringId: offering.id,
      templeId: offering.templeId,
      templeName,
      title: offering.title,
      items: offering.items,
      image: offering.image,
      unitPricePaise: offering.pricePaise,
      quantity: input.quantity,
      amountTotalPaise: amountPaise,
      address,
    });
    return pending.id;
  });

  const { order: razorpayOrder, ...checkout } = await openCheckout(ctx, await repo.findOrder(ctx.db, id));
  return { order: await loadView(ctx, id), razorpayOrder, ...checkout };
}

// ─── Views ──────────────────────────────────────────────────────────────────

/** Views of these bundles with their promises (one query for all), named for a reader in `lang` (issue 13). */
async function viewsOf(
  ctx: Pick<AppContext, 'db' | 'now' | 'secrets'>,
  bundles: repo.PrasadBundle[],
  lang?: Language,
): Promise<PrasadOrderView[]> {
  const promises = await repo.promisesOfOrders(
    ctx.db,
    bundles.map((b) => b.order.id),
  );
  const texts = await repo.readerTexts(
    ctx.db,
    bundles.map((b) => b.order),
    lang,
  );
  const now = ctx.now();
  return bundles.map((b) =>
    toOrderView(
      b,
      promises.filter((p) => p.refId === b.order.id),
      now,
      ctx.secrets.videoUrlKey,
      texts,
    ),
  );
}

async function loadView(ctx: Pick<AppContext, 'db' | 'now' | 'secrets'>, id: string): Promise<PrasadOrderView> {
  const [view] = await viewsOf(ctx, await repo.loadBundles(ctx.db, [id]));
  if (!view) throw notFound(ORDER_NOT_FOUND);
  return view;
}

/** The view, verify and read every payable kind has, with this request's clock (promise statuses). */
const reads = (ctx: Pick<AppContext, 'now' | 'secrets'>) =>
  payableReads(KIND, {
    notFoundMessage: ORDER_NOT_FOUND,
    load: async (db: Db, id: string, _promises, lang) =>
      (await viewsOf({ db, now: ctx.now, secrets: ctx.secrets }, await repo.loadBundles(db, [id]), lang))[0],
    verify: { schema: prasadVerifySchema, named: (v) => v.bookingId, byOrder: true, as: 'order' },
  });

/** POST /prasad/orders/verify-payment: the signature is the proof (no session needed). */
export const verifyPayment = (ctx: Ctx, body: unknown) => reads(ctx).verifyPayment(ctx, body);

/** GET /prasad/orders/{id}?key=: the owner's session or the order's access key, else 404; named for a reader in `lang`. */
export const getOrder = (
  ctx: AppContext,
  me: SessionUser | null,
  id: string,
  key: string | undefined,
  lang?: Language,
) => reads(ctx).read(ctx, me, id, key, lang);

/**
 * GET /prasad/orders: the signed-in devotee's paid orders, newest first: current (processing or on
 * the way) and previous (delivered or cancelled), named for a reader in `lang`. Unpaid orders are not listed.
 */
export async function listMyOrders(ctx: AppContext, me: SessionUser, lang?: Language): Promise<PrasadOrderList> {
  const views = await viewsOf(ctx, await repo.paidBundlesOfUser(ctx.db, me.id), lang);
  const done = (v: PrasadOrderView) => v.status === 'Delivered' || v.status === 'Cancelled';
  return { current: views.filter((v) => !done(v)), previous: views.filter(done) };
}

// ─── Tracking ───────────────────────────────────────────────────────────────

/**
 * GET /prasad/track/{trackingId}: public. Blanks ignored, any case; an unknown id, or the id of an
 * unpaid order, is 404 (nothing says which). The answer carries nothing personal; its names are in `lang`.
 */
export async function track(ctx: Pick<AppContext, 'db'>, input: string, lang?: Language): Promise<PrasadTracking> {
  const id = normalizeTrackingId(input);
  if (!TRACKING_ID_PATTERN.test(id)) throw notFound(TRACKING_NOT_FOUND);
  const bundle = await repo.paidBundleByTrackingId(ctx.db, id);
  if (!bundle) throw notFound(TRACKING_NOT_FOUND);
  const texts = await repo.readerTexts(ctx.db, [bundle.order], lang);
  return toTracking(bundle, await repo.promisesOfOrders(ctx.db, [bundle.order.id]), texts);
}

// ─── Feedback ───────────────────────────────────────────────────────────────

/**
 * POST /prasad/orders/{id}/feedback: the order's owner (their session, or the access key the guest
 * who ordered holds), once (409 already_reviewed), after delivery (409 not_delivered). Written
 * under the order's row lock; the offering's rating is computed from these rows.
 */
export async function leaveFeedback(
  ctx: AppContext,
  me: SessionUser | null,
  rawId: string,
  key: string | undefined,
  input: PrasadFeedback,
): Promise<PrasadOrderView> {
  const id = await reachPayable(ctx, KIND, me, rawId, key, ORDER_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order || order.paymentStatus !== 'completed') throw notFound(ORDER_NOT_FOUND);
    if (await repo.findFeedback(tx, id)) throw conflict(ALREADY_REVIEWED, undefined, 'already_reviewed');
    const delivery = (await repo.promisesOfOrders(tx, [id])).find((p) => p.type === 'delivery');
    if (!delivery?.keptAt) throw conflict(NOT_DELIVERED, undefined, 'not_delivered');
    const stored = await repo.insertFeedback(tx, {
      orderId: id,
      offeringId: order.offeringId,
      userId: order.userId,
      rating: input.rating,
      comment: input.comment,
      createdAt: ctx.now(),
    });
    if (!stored) throw conflict(ALREADY_REVIEWED, undefined, 'already_reviewed');
  });
  return loadView(ctx, id);
}
