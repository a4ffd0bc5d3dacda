import { describe, expect, it } from 'vitest';
import { pujaTier, refundTier, suggestedRefundPaise } from './refund-tiers';

const now = new Date('2026-11-21T06:30:00.000Z');
const inHours = (h: number) => new Date(now.getTime() + h * 60 * 60 * 1000);

describe('refund tiers (spec part 3, policy figures)', () => {
  it('a puja more than 24 hours ahead: 100 %; 12-24 hours: 50 %; under 12 hours or past: none', () => {
    expect(pujaTier(inHours(48), now).percent).toBe(100);
    expect(pujaTier(inHours(24.01), now).percent).toBe(100);
    expect(pujaTier(inHours(24), now).percent).toBe(50);
    expect(pujaTier(inHours(12), now).percent).toBe(50);
    expect(pujaTier(inHours(11.99), now).percent).toBe(0);
    expect(pujaTier(inHours(-1), now)).toEqual({ percent: 0, reason: 'The puja has taken place: no refund' });
  });

  it('applies the puja rule to chadhava, and each kind gets a reason', () => {
    expect(refundTier({ kind: 'chadhava_booking', at: inHours(30), now }).percent).toBe(100);
    expect(refundTier({ kind: 'pandit_booking', attendance: 'no_show' }).percent).toBe(100);
    expect(refundTier({ kind: 'pandit_booking', attendance: 'partial' }).percent).toBe(50);
    expect(refundTier({ kind: 'pandit_booking' }).percent).toBe(0);
    for (const kind of ['donation', 'product_order'] as const) {
      const tier = refundTier({ kind });
      expect(tier.percent).toBe(0);
      expect(tier.reason.length).toBeGreaterThan(10);
    }
  });

  it('suggests the share of the paid amount, never above what is still refundable', () => {
    expect(suggestedRefundPaise({ percent: 50, reason: '' }, 200100, 200100)).toBe(100050);
    expect(suggestedRefundPaise({ percent: 50, reason: '' }, 85101, 85101)).toBe(42550);
    expect(suggestedRefundPaise({ percent: 100, reason: '' }, 200100, 50000)).toBe(50000);
    expect(suggestedRefundPaise({ percent: 0, reason: '' }, 200100, 200100)).toBe(0);
  });
});
