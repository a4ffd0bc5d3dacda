import { describe, expect, it } from 'vitest';
import { PRASAD_OFFERINGS, sampleOrders } from './prasad-data';
import {
  addOrder,
  canLeaveFeedback,
  createPrasadOrder,
  filterOfferings,
  markFeedbackGiven,
  offeringAsSource,
  randomCode,
  statusProgress,
  statusStep,
  statusTone,
} from './prasad-orders';

const now = new Date('2026-11-21T10:00:00.000Z');
const offering = PRASAD_OFFERINGS[0]!;

describe('createPrasadOrder', () => {
  const order = createPrasadOrder(offeringAsSource(offering), now);
  it('starts in Processing with the offering, quantity 1 and no feedback', () => {
    expect(order).toMatchObject({
      status: 'Processing',
      temple: offering.temple,
      items: [offering.description],
      price: offering.price,
      quantity: 1,
      hasFeedback: false,
    });
  });
  it('estimates delivery 5 days after the order', () => {
    expect(order.date).toBe('2026-11-21T10:00:00.000Z');
    expect(order.estimatedDelivery).toBe('2026-11-26T10:00:00.000Z');
  });
  it('gets random ORD- and TRK- ids', () => {
    expect(order.id).toMatch(/^ORD-[A-Z2-9]{8}$/);
    expect(order.trackingId).toMatch(/^TRK-[A-Z2-9]{10}$/);
    expect(createPrasadOrder(offeringAsSource(offering), now).id).not.toBe(order.id);
  });
  it('uses the injected random source', () => {
    expect(createPrasadOrder(offeringAsSource(offering), now, () => 0).id).toBe('ORD-AAAAAAAA');
    expect(randomCode(3, () => 0.999999)).toBe('999');
  });
});

describe('addOrder', () => {
  it('puts the new order at the top of the current orders', () => {
    const orders = sampleOrders(now);
    const order = createPrasadOrder(offeringAsSource(offering), now);
    const next = addOrder(orders, order);
    expect(next.current[0]).toBe(order);
    expect(next.current).toHaveLength(orders.current.length + 1);
    expect(next.previous).toBe(orders.previous);
  });
});

describe('status progress', () => {
  it('is 25 / 75 / 100 % for Processing / Shipped / Delivered and 0 otherwise', () => {
    expect(['Processing', 'Shipped', 'Delivered', 'Cancelled'].map(statusProgress)).toEqual([25, 75, 100, 0]);
  });
  it('fills step markers 1 to 3 by status', () => {
    expect(['Processing', 'Shipped', 'Delivered', 'Cancelled'].map(statusStep)).toEqual([1, 2, 3, 0]);
  });
  it('shows any other status in red', () => {
    expect(statusTone('Cancelled')).toBe('other');
    expect(statusTone('Delivered')).toBe('delivered');
  });
});

describe('feedback eligibility', () => {
  const base = createPrasadOrder(offeringAsSource(offering), now);
  it('is only for Delivered orders without feedback', () => {
    expect(canLeaveFeedback({ ...base, status: 'Delivered' })).toBe(true);
    expect(canLeaveFeedback({ ...base, status: 'Delivered', hasFeedback: true })).toBe(false);
    expect(canLeaveFeedback({ ...base, status: 'Shipped' })).toBe(false);
  });
  it('marks the order once feedback is given', () => {
    const orders = sampleOrders(now);
    const target = orders.previous.find(canLeaveFeedback)!;
    const next = markFeedbackGiven(orders, target.id);
    expect(next.previous.find((o) => o.id === target.id)?.hasFeedback).toBe(true);
    expect(next.previous.filter(canLeaveFeedback)).toHaveLength(0);
  });
});

describe('filterOfferings', () => {
  it('matches temple or description, case-insensitively', () => {
    expect(filterOfferings(PRASAD_OFFERINGS, 'TIRUPATI').map((o) => o.id)).toEqual(['tirupati-balaji']);
    expect(filterOfferings(PRASAD_OFFERINGS, 'modak').map((o) => o.id)).toEqual(['siddhivinayak']);
  });
  it('shows everything for a blank search and nothing for no match', () => {
    expect(filterOfferings(PRASAD_OFFERINGS, '  ')).toHaveLength(PRASAD_OFFERINGS.length);
    expect(filterOfferings(PRASAD_OFFERINGS, 'xyz')).toEqual([]);
  });
});
