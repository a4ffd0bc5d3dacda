import type { PrasadOffering, PrasadOrder, PrasadOrders } from './types';

/** Current (paid, on its way) and previous (delivered or cancelled) orders, newest first, each once; unpaid ones are left out. */
export function splitOrders(lists: readonly PrasadOrder[][]): PrasadOrders {
  const byId = new Map<string, PrasadOrder>();
  for (const list of lists) for (const o of list) if (o.status !== null && !byId.has(o._id)) byId.set(o._id, o);
  const all = [...byId.values()].sort((a, b) => b.date.localeCompare(a.date));
  const done = (o: PrasadOrder) => o.status === 'Delivered' || o.status === 'Cancelled';
  return { current: all.filter((o) => !done(o)), previous: all.filter(done) };
}

/** 'Leave Feedback' only for Delivered orders without feedback. */
export const canLeaveFeedback = (o: PrasadOrder) => o.status === 'Delivered' && !o.hasFeedback;

export const findOrder = (orders: PrasadOrders, id: string | null) =>
  id ? [...orders.current, ...orders.previous].find((o) => o._id === id) : undefined;

/** The three steps of an order's progress bar. */
export const ORDER_STEPS = ['Processing', 'Shipped', 'Delivered'] as const;

/** Progress bar percent: Processing 25, Shipped 75, Delivered 100, anything else 0. */
export function statusProgress(status: string | null): number {
  return status === 'Processing' ? 25 : status === 'Shipped' ? 75 : status === 'Delivered' ? 100 : 0;
}

/** How many of the step markers 1-3 are filled (0 for an unknown status such as Cancelled). */
export function statusStep(status: string | null): number {
  return ORDER_STEPS.indexOf(status as (typeof ORDER_STEPS)[number]) + 1;
}

export type StatusTone = 'processing' | 'shipped' | 'delivered' | 'other';

/** Colour family of a status; 'other' (presumably cancelled) is red. */
export function statusTone(status: string | null): StatusTone {
  return status === 'Processing'
    ? 'processing'
    : status === 'Shipped'
      ? 'shipped'
      : status === 'Delivered'
        ? 'delivered'
        : 'other';
}

/** Search by temple, title or description, case-insensitively; blank shows everything. */
export function filterOfferings(offerings: readonly PrasadOffering[], query: string): PrasadOffering[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...offerings];
  return offerings.filter((o) => [o.temple, o.title, o.description].some((text) => text.toLowerCase().includes(q)));
}
