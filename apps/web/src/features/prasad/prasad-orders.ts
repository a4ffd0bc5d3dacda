import { PRASAD_ESTIMATE_DAYS } from '@sankalp/shared/constants';
import { addDays } from './format';
import type { PrasadOffering, PrasadOrder, PrasadOrders } from './types';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I: ids are read aloud to support

/** A random code from an unambiguous alphabet; `random` returns [0, 1) (injectable for tests). */
export function randomCode(length: number, random: () => number = secureRandom): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return out;
}

function secureRandom(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]! / 2 ** 32;
}

type OrderSource = Pick<PrasadOrder, 'temple' | 'items' | 'image' | 'price'>;

/** A new order: Processing, estimated 5 days ahead, random 'ORD-…' and 'TRK-…' ids. */
export function createPrasadOrder(source: OrderSource, now: Date, random?: () => number): PrasadOrder {
  return {
    id: `ORD-${randomCode(8, random)}`,
    temple: source.temple,
    items: [...source.items],
    quantity: 1,
    status: 'Processing',
    date: now.toISOString(),
    estimatedDelivery: addDays(now, PRASAD_ESTIMATE_DAYS).toISOString(),
    trackingId: `TRK-${randomCode(10, random)}`,
    image: source.image,
    price: source.price,
    hasFeedback: false,
  };
}

export const offeringAsSource = (o: PrasadOffering): OrderSource => ({
  temple: o.temple,
  items: [o.description],
  image: o.image,
  price: o.price,
});

/** The new order goes to the top of the current orders. */
export const addOrder = (orders: PrasadOrders, order: PrasadOrder): PrasadOrders => ({
  ...orders,
  current: [order, ...orders.current],
});

/** 'Leave Feedback' only for Delivered orders without feedback. */
export const canLeaveFeedback = (o: PrasadOrder) => o.status === 'Delivered' && !o.hasFeedback;

export function markFeedbackGiven(orders: PrasadOrders, orderId: string): PrasadOrders {
  const mark = (list: PrasadOrder[]) => list.map((o) => (o.id === orderId ? { ...o, hasFeedback: true } : o));
  return { current: mark(orders.current), previous: mark(orders.previous) };
}

export const findOrder = (orders: PrasadOrders, orderId: string | null) =>
  orderId ? [...orders.current, ...orders.previous].find((o) => o.id === orderId) : undefined;

/** The three steps of an order's progress bar. */
export const ORDER_STEPS = ['Processing', 'Shipped', 'Delivered'] as const;

/** Progress bar percent: Processing 25, Shipped 75, Delivered 100, anything else 0. */
export function statusProgress(status: string): number {
  return status === 'Processing' ? 25 : status === 'Shipped' ? 75 : status === 'Delivered' ? 100 : 0;
}

/** How many of the step markers 1-3 are filled (0 for an unknown status such as Cancelled). */
export function statusStep(status: string): number {
  return ORDER_STEPS.indexOf(status as (typeof ORDER_STEPS)[number]) + 1;
}

export type StatusTone = 'processing' | 'shipped' | 'delivered' | 'other';

/** Colour family of a status; 'other' (presumably cancelled) is red. */
export function statusTone(status: string): StatusTone {
  return status === 'Processing'
    ? 'processing'
    : status === 'Shipped'
      ? 'shipped'
      : status === 'Delivered'
        ? 'delivered'
        : 'other';
}

/** Search by temple or description, case-insensitively; blank shows everything. */
export function filterOfferings(offerings: readonly PrasadOffering[], query: string): PrasadOffering[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...offerings];
  return offerings.filter((o) => o.temple.toLowerCase().includes(q) || o.description.toLowerCase().includes(q));
}
