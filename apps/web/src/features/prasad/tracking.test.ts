import { describe, expect, it } from 'vitest';
import { normaliseTrackingId, trackingBadgeTone } from './tracking';

describe('normaliseTrackingId', () => {
  it('removes blanks and upper-cases', () => {
    expect(normaliseTrackingId('  trk-7h3k 92qwpx ')).toBe('TRK-7H3K92QWPX');
  });
  it('ignores blank input', () => {
    expect(normaliseTrackingId('')).toBeNull();
    expect(normaliseTrackingId('   ')).toBeNull();
  });
});

describe('trackingBadgeTone', () => {
  it('follows the spec: delivered green, in transit blue, out for delivery orange, processing yellow, other grey', () => {
    expect(['Delivered', 'In Transit', 'Out for Delivery', 'Processing', 'Cancelled'].map(trackingBadgeTone)).toEqual([
      'green',
      'blue',
      'orange',
      'yellow',
      'grey',
    ]);
  });
});
