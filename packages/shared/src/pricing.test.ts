import { describe, expect, it } from 'vitest';
import {
  donationProgress,
  donationTotal,
  eventTotal,
  highlightBoxes,
  lineTotal,
  productTotal,
  productUnitPrice,
  pujaDisplayTotal,
  pujaRefundPercent,
  pujaTotal,
  shortBookingId,
} from './pricing';

const FILLER = 'Experienced Astrologer\nPersonalized Consultations';

describe('donationProgress', () => {
  it('is 0 for a goal of 0 or less', () => {
    expect(donationProgress(500, 0)).toBe(0);
    expect(donationProgress(500, -100)).toBe(0);
    expect(donationProgress(500, Number.NaN)).toBe(0);
  });
  it('is capped at 100 and never negative', () => {
    expect(donationProgress(1500, 1000)).toBe(100);
    expect(donationProgress(-10, 1000)).toBe(0);
  });
  it('is raised over goal in percent', () => {
    expect(donationProgress(1, 3)).toBeCloseTo(33.333, 3);
    expect(donationProgress(25_000, 100_000)).toBe(25);
  });
});

describe('totals', () => {
  it('puja: package + items × quantity + dakshina, exact in paise', () => {
    expect(
      pujaTotal({
        packagePrice: 851,
        items: [
          { price: 101, quantity: 2 },
          { price: 51, quantity: 1 },
        ],
        dakshina: '151',
      }),
    ).toBe(851 + 202 + 51 + 151);
    expect(pujaTotal({ packagePrice: 0.1, items: [{ price: 0.2, quantity: 1 }] })).toBe(0.3);
    expect(pujaTotal({ packagePrice: 501, dakshina: 'abc' })).toBe(501);
    expect(pujaTotal({ packagePrice: 501, items: [{ price: 100, quantity: -3 }], dakshina: -20 })).toBe(501);
  });
  it('puja display total falls back to 751 without a package price', () => {
    expect(pujaDisplayTotal({ packagePrice: undefined })).toBe(751);
    expect(pujaDisplayTotal({ packagePrice: null, dakshina: 100 })).toBe(751);
    expect(pujaDisplayTotal({ packagePrice: 1100, dakshina: 100 })).toBe(1200);
  });
  it('event: base price + offerings', () => {
    expect(eventTotal(0, [])).toBe(0);
    expect(
      eventTotal(251, [
        { price: 51, quantity: 3 },
        { price: 21.5, quantity: 2 },
      ]),
    ).toBe(251 + 153 + 43);
  });
  it('donation: sevas + custom amount, no fee', () => {
    expect(
      donationTotal(
        [
          { price: 1100, quantity: 2 },
          { price: 501, quantity: 0 },
        ],
        251,
      ),
    ).toEqual({
      sevasTotal: 2200,
      customAmountTotal: 251,
      totalAmount: 2451,
    });
    expect(donationTotal([], 0)).toEqual({ sevasTotal: 0, customAmountTotal: 0, totalAmount: 0 });
    expect(donationTotal([], -5).totalAmount).toBe(0);
    expect(lineTotal(1100, 3)).toBe(3300);
  });
  it('product: unit = base + extras; total = unit × quantity (at least 1)', () => {
    const unit = productUnitPrice(1499, 100, 50);
    expect(unit).toBe(1649);
    expect(productUnitPrice(999)).toBe(999);
    expect(productTotal(unit, 3)).toBe(4947);
    expect(productTotal(unit, 0)).toBe(1649);
  });
});

describe('highlightBoxes', () => {
  it('0 points → three fillers', () => {
    expect(highlightBoxes([])).toEqual([FILLER, FILLER, FILLER]);
    expect(highlightBoxes(undefined)).toEqual([FILLER, FILLER, FILLER]);
  });
  it('1 point → its own box then fillers', () => {
    expect(highlightBoxes(['20 years'])).toEqual(['20 years', FILLER, FILLER]);
  });
  it('3 points → two per box', () => {
    expect(highlightBoxes(['a', 'b', 'c'])).toEqual(['a\nb', 'c', FILLER]);
  });
  it('7 points → at most 3 boxes', () => {
    expect(highlightBoxes(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual(['a\nb', 'c\nd', 'e\nf']);
  });
  it('ignores blank points', () => {
    expect(highlightBoxes([' a ', '', '  ', 'b'])).toEqual(['a\nb', FILLER, FILLER]);
  });
});

describe('receipts and refunds', () => {
  it('shows the last 8 characters of a booking id', () => {
    expect(shortBookingId('3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6f')).toBe('3c4d5e6f');
    expect(shortBookingId('abc')).toBe('abc');
  });
  it('refund tiers: >24 h 100 %, 12-24 h 50 %, <12 h none', () => {
    expect(pujaRefundPercent(48)).toBe(100);
    expect(pujaRefundPercent(24.01)).toBe(100);
    expect(pujaRefundPercent(24)).toBe(50);
    expect(pujaRefundPercent(12)).toBe(50);
    expect(pujaRefundPercent(11.99)).toBe(0);
    expect(pujaRefundPercent(-1)).toBe(0);
  });
});
