import { describe, expect, it } from 'vitest';
import type { Seva } from '@sankalp/shared/api/catalog';
import { QUICK_DONATION_AMOUNTS } from '@sankalp/shared/constants';
import { sanitizeAmountInput } from '@sankalp/shared/money';
import { addSeva, changeSeva, donationBreakdown, proceedLabel, selectedSevaLines } from './donation-selection';
import { buildDonationNavigation, readDonationDraft } from './donation-draft';

const seva = (id: string, price: number): Seva => ({ _id: id, title: `Seva ${id}`, description: '', price, img: '' });
const sevas = [seva('a', 1100), seva('b', 501)];

describe('seva stepper', () => {
  it('Add sets 1, plus adds, minus at 1 brings Add back (0, removed)', () => {
    let s = addSeva({}, 'a');
    expect(s).toEqual({ a: 1 });
    s = changeSeva(s, 'a', 1);
    expect(s.a).toBe(2);
    s = changeSeva(changeSeva(s, 'a', -1), 'a', -1);
    expect(s).toEqual({});
    expect(s.a ?? 0).toBe(0);
  });
  it('never goes below 0', () => {
    expect(changeSeva({}, 'a', -1)).toEqual({});
  });
});

describe('breakdown and proceed label', () => {
  it('sevas total + your amount = total, no fee', () => {
    const lines = selectedSevaLines(sevas, { a: 2, b: 1 });
    expect(lines).toEqual([
      { sevaId: 'a', sevaTitle: 'Seva a', sevaPrice: 1100, quantity: 2, subtotal: 2200 },
      { sevaId: 'b', sevaTitle: 'Seva b', sevaPrice: 501, quantity: 1, subtotal: 501 },
    ]);
    expect(donationBreakdown(lines, 251)).toEqual({ sevasTotal: 2701, customAmountTotal: 251, totalAmount: 2952 });
  });

  it('a quick amount updates the total', () => {
    expect(QUICK_DONATION_AMOUNTS).toEqual([251, 701, 1501, 3001]);
    const lines = selectedSevaLines(sevas, { b: 1 });
    for (const amount of QUICK_DONATION_AMOUNTS) {
      expect(donationBreakdown(lines, amount).totalAmount).toBe(501 + amount);
    }
    expect(proceedLabel(donationBreakdown([], 1501).totalAmount)).toBe('Proceed to Pay ₹1,501');
  });

  it('reads Enter Amount to Proceed at 0, otherwise Proceed to Pay with Indian grouping', () => {
    expect(proceedLabel(0)).toBe('Enter Amount to Proceed');
    expect(proceedLabel(251)).toBe('Proceed to Pay ₹251');
    expect(proceedLabel(150001)).toBe('Proceed to Pay ₹1,50,001');
  });

  it('the amount input strips non-digits and treats empty as 0', () => {
    expect(sanitizeAmountInput('1,50a0')).toBe(1500);
    expect(sanitizeAmountInput('')).toBe(0);
    expect(proceedLabel(donationBreakdown([], sanitizeAmountInput('')).totalAmount)).toBe('Enter Amount to Proceed');
  });
});

describe('donation navigation data', () => {
  it('carries campaignData, donationAmount, selectedSevas, feeBreakup and the return route', () => {
    const lines = selectedSevaLines(sevas, { a: 1 });
    const data = buildDonationNavigation(
      { _id: 'c1', title: 'Annadaan at Kashi', img: '/art/x.svg' },
      lines,
      donationBreakdown(lines, 701),
    );
    expect(data).toEqual({
      campaignData: { campaignId: 'c1', campaignTitle: 'Annadaan at Kashi', campaignImage: '/art/x.svg' },
      donationAmount: 1801,
      selectedSevas: lines,
      feeBreakup: { sevasTotal: 1100, customAmountTotal: 701, totalAmount: 1801 },
      returnRoute: '/donation-checkout-success',
    });
    expect(readDonationDraft(JSON.parse(JSON.stringify(data)))).toEqual(data);
    expect(readDonationDraft({ campaignData: {} })).toBeNull();
  });
});
