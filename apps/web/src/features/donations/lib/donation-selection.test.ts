import { describe, expect, it } from 'vitest';
import type { Seva } from '@sankalp/shared/api/catalog';
import { QUICK_DONATION_AMOUNTS } from '@sankalp/shared/constants';
import { addSeva, changeSeva, donationBreakdown, giftOf, proceedLabel, selectedSevaLines } from './donation-selection';

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
    for (const amount of QUICK_DONATION_AMOUNTS) {
      expect(giftOf(sevas, { b: 1 }, String(amount)).breakdown.totalAmount).toBe(501 + amount);
    }
    expect(proceedLabel(giftOf([], {}, '1501'))).toBe('Proceed to Pay ₹1,501');
  });

  it('reads Enter Amount to Proceed at 0, otherwise Proceed to Pay with Indian grouping', () => {
    expect(proceedLabel(giftOf(sevas, {}, ''))).toBe('Enter Amount to Proceed');
    expect(giftOf(sevas, {}, '').canProceed).toBe(false);
    expect(proceedLabel(giftOf(sevas, {}, '251'))).toBe('Proceed to Pay ₹251');
    expect(proceedLabel(giftOf(sevas, {}, '1,50,001'))).toBe('Proceed to Pay ₹1,50,001');
    expect(proceedLabel(giftOf(sevas, { a: 1 }, ''))).toBe('Proceed to Pay ₹1,100');
  });
});

describe('the typed amount (whole rupees only)', () => {
  it('empty is 0; spaces, commas and ₹ are fine', () => {
    expect(giftOf(sevas, {}, '').amountError).toBeNull();
    expect(giftOf(sevas, {}, ' ₹1,501 ').breakdown.customAmountTotal).toBe(1501);
  });

  it.each(['501.00', '50.5', '5e2', '-10', '12a'])('%s is refused, never stripped into another number', (text) => {
    const gift = giftOf(sevas, { b: 1 }, text);
    expect(gift.amountError).toBe('Enter whole rupees');
    expect(gift.breakdown.customAmountTotal).toBe(0);
    expect(gift.canProceed).toBe(false);
    expect(proceedLabel(gift)).toBe('Enter Amount to Proceed');
  });
});
