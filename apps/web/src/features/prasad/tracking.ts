import { formatDayTime } from './format';
import type { PrasadOrder, TrackingRecord, TrackingStep } from './types';

/** The id as typed, trimmed and upper-cased; null when blank (a blank lookup is ignored). */
export function normaliseTrackingId(input: string): string | null {
  const id = input.trim().toUpperCase();
  return id === '' ? null : id;
}

export type TrackingBadgeTone = 'green' | 'blue' | 'orange' | 'yellow' | 'grey';

/** Badge colours: delivered green, in transit blue, out for delivery orange, processing yellow, other grey. */
export function trackingBadgeTone(status: string): TrackingBadgeTone {
  switch (status.trim().toLowerCase()) {
    case 'delivered':
      return 'green';
    case 'in transit':
      return 'blue';
    case 'out for delivery':
      return 'orange';
    case 'processing':
      return 'yellow';
    default:
      return 'grey';
  }
}

const STEPS: Pick<TrackingStep, 'status' | 'icon'>[] = [
  { status: 'Order Placed', icon: 'placed' },
  { status: 'Puja Completed', icon: 'puja' },
  { status: 'Prasad Blessed & Packed', icon: 'packed' },
  { status: 'In Transit', icon: 'transit' },
  { status: 'Out for Delivery', icon: 'out' },
  { status: 'Delivered', icon: 'delivered' },
];

/**
 * A devotee's own order seen through the lookup, so the 'TRK-…' id they were given is found
 * too (the spec's sample records are keyed 'PPS…'). Steps done follow the order's status.
 */
export function orderTrackingRecord(order: PrasadOrder): TrackingRecord {
  const done =
    order.status === 'Delivered' ? 6 : order.status === 'Shipped' ? 4 : order.status === 'Processing' ? 1 : 0;
  const status = order.status === 'Shipped' ? 'In Transit' : order.status;
  return {
    orderId: order.id,
    temple: order.temple,
    items: order.items,
    status,
    estimatedDelivery: order.estimatedDelivery,
    currentLocation:
      order.status === 'Delivered'
        ? 'Delivered to the devotee'
        : order.status === 'Shipped'
          ? 'With our courier partner'
          : `At ${order.temple}`,
    timeline: STEPS.map((s, i) => ({
      ...s,
      completed: i < done,
      time: i === 0 ? formatDayTime(new Date(order.date)) : i < done ? 'Completed' : 'Pending',
    })),
  };
}

/** Finds a tracking id among the sample records and the devotee's own orders. */
export function lookupTracking(
  input: string,
  records: Record<string, TrackingRecord>,
  orders: readonly PrasadOrder[] = [],
): TrackingRecord | null | undefined {
  const id = normaliseTrackingId(input);
  if (id === null) return undefined; // ignored, not "not found"
  const own = orders.find((o) => o.trackingId.toUpperCase() === id);
  return records[id] ?? (own ? orderTrackingRecord(own) : null);
}
