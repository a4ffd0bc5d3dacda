import type { PrasadOfferingView, PrasadOrderCard, PrasadOrderView, PrasadTracking } from '@sankalp/shared/api/prasad';
import { toRupees } from '@sankalp/shared/money';
import { promiseDue } from '@sankalp/shared/promises';
import type { PromiseRow } from '../../db/schema/promises';
import type { Language } from '../../lib/request-language';
import { copiedText } from '../catalog/copied-text';
import { localize } from '../catalog/localize';
import { toPromiseView } from '../fulfilment/promises.views';
import { cardOf, payableBase } from '../payments/payable-view';
import type { OfferingWithTemple, PrasadBundle, PrasadOrderRow, ReaderTexts } from './prasad.repository';
import { parcelState } from './prasad.status';

/** An offering in the reader's language (issue 13): its own text and its temple's name, English per field otherwise. */
export function toOfferingView(o: OfferingWithTemple, lang?: Language): PrasadOfferingView {
  const offering = localize('prasad', o.offering, lang);
  const temple = localize('temple', { name: o.templeName, translations: o.templeTranslations }, lang);
  return {
    _id: offering.id,
    id: offering.id,
    temple: temple.name,
    templeId: offering.templeId,
    title: offering.title,
    items: offering.items,
    description: offering.description,
    price: toRupees(offering.pricePaise),
    image: offering.image,
    availability: offering.availability,
    rating: o.rating,
    reviews: o.reviews,
  };
}

/**
 * The catalog names a prasad order copied (offering title and items, temple), as a reader with
 * `texts` sees them (issue 13): the catalog's Hindi where it has them, the order's English copy
 * otherwise. Its page, its card, its tracking, its e-mail and its notifications name it from here.
 */
export function prasadNames(order: PrasadOrderRow, texts?: ReaderTexts) {
  const lang = texts?.lang;
  const offering = texts?.offerings.get(order.offeringId);
  return {
    title: copiedText('prasad', offering, 'title', order.title, lang),
    items: copiedText('prasad', offering, 'items', order.items, lang),
    temple: copiedText('temple', texts?.temples.get(order.templeId), 'name', order.templeName, lang),
  };
}

/** Delivery is estimated by the delivery promise (5 days after payment), or from the order date while unpaid. */
const estimatedDelivery = (b: PrasadBundle, promises: PromiseRow[]) =>
  (
    promises.find((p) => p.type === 'delivery')?.dueAt ?? promiseDue.prasadDelivery(b.order.paidAt ?? b.order.createdAt)
  ).toISOString();

/**
 * The order's whole view (its owner's or its access key's): promises, status derived from them,
 * named for the reader (prasadNames). `videoKey` signs video links (fulfilment/promises.views);
 * prasad promises carry none.
 */
export function toOrderView(
  b: PrasadBundle,
  promises: PromiseRow[],
  now: Date,
  videoKey: string,
  texts?: ReaderTexts,
): PrasadOrderView {
  const { order } = b;
  const names = prasadNames(order, texts);
  const base = payableBase(order, b);
  const paid = order.paymentStatus === 'completed' && order.paidAt;
  const parcel = paid ? parcelState(promises, order.paidAt!, base.payment_status === 'refunded') : null;
  return {
    ...base,
    kind: 'prasad_order',
    orderId: order.orderCode,
    trackingId: order.trackingId,
    offering: { _id: order.offeringId, title: names.title, image: order.image },
    temple: names.temple,
    items: names.items,
    image: order.image,
    quantity: order.quantity,
    price: toRupees(order.unitPricePaise),
    status: parcel?.status ?? null,
    trackingStatus: parcel?.trackingStatus ?? null,
    date: order.createdAt.toISOString(),
    estimatedDelivery: estimatedDelivery(b, promises),
    hasFeedback: b.feedback !== null,
    feedback: b.feedback
      ? { rating: b.feedback.rating, comment: b.feedback.comment, createdAt: b.feedback.createdAt.toISOString() }
      : null,
    courier: parcel?.courier ?? null,
    trackingNumber: parcel?.trackingNumber ?? null,
    customer: { full_name: order.donorName, phone_number: order.donorPhone, email_address: order.donorEmail },
    address_for_delivery: order.address,
    promises: promises.map((p) => toPromiseView(p, now, videoKey)),
  };
}

export const toOrderCard = (v: PrasadOrderView): PrasadOrderCard =>
  cardOf(v, [
    '_id',
    'id',
    'kind',
    'reference',
    'orderId',
    'trackingId',
    'temple',
    'items',
    'image',
    'quantity',
    'status',
    'estimatedDelivery',
    'amount_total',
    'currency',
    'payment_status',
    'needs_review',
    'refunded_amount',
    'createdAt',
    'promises',
  ]);

/**
 * The public tracking answer of a paid order: built field by field from what is not personal (no
 * customer, address, amounts or payment ids), so nothing else can slip in; named for the reader.
 */
export function toTracking(b: PrasadBundle, promises: PromiseRow[], texts?: ReaderTexts): PrasadTracking {
  const { order } = b;
  const names = prasadNames(order, texts);
  const refunded = b.refundedPaise > 0 && b.refundedPaise >= b.receivedPaise;
  const parcel = parcelState(promises, order.paidAt ?? order.createdAt, refunded);
  return {
    trackingId: order.trackingId,
    orderId: order.orderCode,
    temple: names.temple,
    items: names.items,
    status: parcel.trackingStatus,
    color: parcel.color,
    estimatedDelivery: estimatedDelivery(b, promises),
    currentLocation: { step: parcel.step, courier: parcel.courier, trackingNumber: parcel.trackingNumber },
    timeline: parcel.timeline,
  };
}
