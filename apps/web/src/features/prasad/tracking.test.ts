import { describe, expect, it } from 'vitest';
import { sampleTrackingRecords } from './prasad-data';
import { createPrasadOrder } from './prasad-orders';
import { lookupTracking, normaliseTrackingId, orderTrackingRecord, trackingBadgeTone } from './tracking';

const now = new Date('2026-11-21T10:00:00.000Z');
const records = sampleTrackingRecords(now);

describe('normaliseTrackingId', () => {
  it('trims and upper-cases', () => {
    expect(normaliseTrackingId('  pps24110587 ')).toBe('PPS24110587');
  });
  it('ignores blank input', () => {
    expect(normaliseTrackingId('')).toBeNull();
    expect(normaliseTrackingId('   ')).toBeNull();
  });
});

describe('lookupTracking', () => {
  it('finds a sample record whatever the case', () => {
    expect(lookupTracking('pps24110587', records)?.status).toBe('In Transit');
  });
  it('is undefined (ignored) for blank input and null when not found', () => {
    expect(lookupTracking('  ', records)).toBeUndefined();
    expect(lookupTracking('PPS00000000', records)).toBeNull();
  });
  it("also finds the devotee's own order by its TRK- id", () => {
    const order = createPrasadOrder({ temple: 'Somnath', items: ['Bhasma'], image: '/a.svg', price: 401 }, now);
    const found = lookupTracking(order.trackingId.toLowerCase(), records, [order]);
    expect(found?.orderId).toBe(order.id);
    expect(found?.timeline.filter((s) => s.completed).map((s) => s.status)).toEqual(['Order Placed']);
  });
});

describe('orderTrackingRecord', () => {
  const order = createPrasadOrder({ temple: 'Somnath', items: ['Bhasma'], image: '/a.svg', price: 401 }, now);
  it('has the six timeline steps in order', () => {
    expect(orderTrackingRecord(order).timeline.map((s) => s.status)).toEqual([
      'Order Placed',
      'Puja Completed',
      'Prasad Blessed & Packed',
      'In Transit',
      'Out for Delivery',
      'Delivered',
    ]);
  });
  it('completes every step once delivered', () => {
    expect(orderTrackingRecord({ ...order, status: 'Delivered' }).timeline.every((s) => s.completed)).toBe(true);
  });
});

describe('trackingBadgeTone', () => {
  it('colours delivered green, in transit blue, out for delivery orange, processing yellow, other grey', () => {
    expect(['Delivered', 'In Transit', 'Out for Delivery', 'Processing', 'Returned'].map(trackingBadgeTone)).toEqual([
      'green',
      'blue',
      'orange',
      'yellow',
      'grey',
    ]);
  });
});
