import type {
  PrasadOrderStatus,
  TrackingColor,
  TrackingStatus,
  TrackingStep,
  TrackingStepName,
} from '@sankalp/shared/api/prasad';
import type { PromiseEvidence } from '../../db/schema/promises';

/**
 * A prasad order's status, read from its `dispatch` and `delivery` promises (never stored: the
 * fulfilment board keeps those promises and records the parcel's steps in their evidence, so there
 * is no second source of truth). Pure.
 */

type ParcelPromise = { type: string; keptAt: Date | null; evidence: PromiseEvidence };

export type ParcelState = {
  status: PrasadOrderStatus;
  trackingStatus: TrackingStatus;
  color: TrackingColor;
  timeline: TrackingStep[];
  courier: string | null;
  trackingNumber: string | null;
  /** The last step reached. */
  step: TrackingStepName;
};

/** The spec's badge colours: delivered green, in transit blue, out for delivery orange, processing yellow, other grey. */
export const TRACKING_COLORS: Record<TrackingStatus, TrackingColor> = {
  Delivered: 'green',
  'In Transit': 'blue',
  'Out for Delivery': 'orange',
  Processing: 'yellow',
  Cancelled: 'grey',
};

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * From the promises of one paid order (`paidAt`) and whether its payment was refunded in full:
 * Processing until shipped (dispatch kept, or a shippedAt recorded), Shipped (out for delivery once
 * outForDeliveryAt is recorded) until the delivery promise is kept, then Delivered. A later step
 * reached marks the earlier ones done (with no time when the board skipped them).
 */
export function parcelState(promises: ParcelPromise[], paidAt: Date, refunded: boolean): ParcelState {
  const dispatch = promises.find((p) => p.type === 'dispatch');
  const delivery = promises.find((p) => p.type === 'delivery');
  const ev: PromiseEvidence = { ...dispatch?.evidence, ...delivery?.evidence };
  const deliveredAt = iso(delivery?.keptAt);
  const outAt = iso(ev.outForDeliveryAt);
  const shippedAt = iso(ev.shippedAt) ?? iso(dispatch?.keptAt);
  const packedAt = iso(ev.packedAt);

  const reached = deliveredAt ? 5 : outAt ? 4 : shippedAt ? 3 : packedAt ? 2 : 0;
  const times: Array<string | null> = [paidAt.toISOString(), packedAt, packedAt, shippedAt, outAt, deliveredAt];
  const names: TrackingStepName[] = [
    'Order Placed',
    'Puja Completed',
    'Prasad Blessed & Packed',
    'In Transit',
    'Out for Delivery',
    'Delivered',
  ];
  const timeline = names.map((status, i) => ({
    status,
    completed: i <= reached,
    time: i <= reached ? (times[i] ?? null) : null,
  }));

  let status: PrasadOrderStatus;
  let trackingStatus: TrackingStatus;
  if (refunded && !deliveredAt) [status, trackingStatus] = ['Cancelled', 'Cancelled'];
  else if (deliveredAt) [status, trackingStatus] = ['Delivered', 'Delivered'];
  else if (outAt) [status, trackingStatus] = ['Shipped', 'Out for Delivery'];
  else if (shippedAt) [status, trackingStatus] = ['Shipped', 'In Transit'];
  else [status, trackingStatus] = ['Processing', 'Processing'];

  return {
    status,
    trackingStatus,
    color: TRACKING_COLORS[trackingStatus],
    timeline,
    courier: ev.courier ?? null,
    trackingNumber: ev.trackingNumber ?? null,
    step: names[reached]!,
  };
}
