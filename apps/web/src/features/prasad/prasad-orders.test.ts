import { describe, expect, it } from 'vitest';
import type { PrasadOffering, PrasadOrder } from './types';
import {
  canLeaveFeedback,
  filterOfferings,
  splitOrders,
  statusProgress,
  statusStep,
  statusTone,
} from './prasad-orders';

const order = (o: Partial<PrasadOrder>): PrasadOrder =>
  ({ _id: 'a', status: 'Processing', hasFeedback: false, date: '2026-11-21T10:00:00.000Z', ...o }) as PrasadOrder;

describe('splitOrders', () => {
  it('puts delivered and cancelled orders in previous, leaves out unpaid ones, each order once, newest first', () => {
    const mine = [
      order({ _id: 'old', date: '2026-11-01T00:00:00.000Z', status: 'Delivered' }),
      order({ _id: 'new', date: '2026-11-20T00:00:00.000Z', status: 'Shipped' }),
    ];
    const guest = [
      order({ _id: 'new', date: '2026-11-20T00:00:00.000Z', status: 'Shipped' }),
      order({ _id: 'unpaid', status: null }),
      order({ _id: 'gone', status: 'Cancelled' }),
      order({ _id: 'newest', date: '2026-11-22T00:00:00.000Z' }),
    ];
    const { current, previous } = splitOrders([mine, guest]);
    expect(current.map((o) => o._id)).toEqual(['newest', 'new']);
    expect(previous.map((o) => o._id)).toEqual(['gone', 'old']);
  });
});

describe('canLeaveFeedback', () => {
  it('only for Delivered orders without feedback', () => {
    expect(canLeaveFeedback(order({ status: 'Delivered' }))).toBe(true);
    expect(canLeaveFeedback(order({ status: 'Delivered', hasFeedback: true }))).toBe(false);
    expect(canLeaveFeedback(order({ status: 'Shipped' }))).toBe(false);
  });
});

describe('status progress', () => {
  it('is 25 / 75 / 100 % and 0 otherwise, with markers 1-3', () => {
    expect(['Processing', 'Shipped', 'Delivered', 'Cancelled', null].map(statusProgress)).toEqual([25, 75, 100, 0, 0]);
    expect(['Processing', 'Shipped', 'Delivered', 'Cancelled'].map(statusStep)).toEqual([1, 2, 3, 0]);
    expect(['Processing', 'Shipped', 'Delivered', 'Cancelled'].map(statusTone)).toEqual([
      'processing',
      'shipped',
      'delivered',
      'other',
    ]);
  });
});

describe('filterOfferings', () => {
  const offerings = [
    { temple: 'Shri Kashi Vishwanath Temple', title: 'Mahaprasad', description: 'Panchmeva and vibhuti' },
    { temple: 'Tirumala Shri Venkateswara Temple', title: 'Srivari Laddu', description: 'Laddu prasadam' },
  ] as PrasadOffering[];
  it('matches temple, title or description in any case; blank shows all', () => {
    expect(filterOfferings(offerings, 'KASHI').map((o) => o.title)).toEqual(['Mahaprasad']);
    expect(filterOfferings(offerings, 'laddu').map((o) => o.title)).toEqual(['Srivari Laddu']);
    expect(filterOfferings(offerings, 'vibhuti')).toHaveLength(1);
    expect(filterOfferings(offerings, '  ')).toHaveLength(2);
    expect(filterOfferings(offerings, 'dwarka')).toEqual([]);
  });
});
