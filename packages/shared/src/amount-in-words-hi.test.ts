import { describe, expect, it } from 'vitest';
import { amountInWordsHi, integerInWordsHi } from './amount-in-words';

describe('amountInWordsHi (Hindi, Indian numbering)', () => {
  it.each([
    [150001, 'एक लाख पचास हज़ार एक रुपये मात्र'],
    [0, 'शून्य रुपये मात्र'],
    [1, 'एक रुपया मात्र'],
    [11, 'ग्यारह रुपये मात्र'],
    [99, 'निन्यानवे रुपये मात्र'],
    [100, 'एक सौ रुपये मात्र'],
    [501, 'पाँच सौ एक रुपये मात्र'],
    [1100, 'एक हज़ार एक सौ रुपये मात्र'],
    [101000, 'एक लाख एक हज़ार रुपये मात्र'],
    [1234567, 'बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये मात्र'],
    [100000000, 'दस करोड़ रुपये मात्र'],
    [1000000000, 'एक सौ करोड़ रुपये मात्र'],
  ])('%d → %s', (rupees, words) => {
    expect(amountInWordsHi(rupees)).toBe(words);
  });

  it('names the paise when there are any', () => {
    expect(amountInWordsHi(10.5)).toBe('दस रुपये पचास पैसे मात्र');
    expect(amountInWordsHi(0.75)).toBe('पचहत्तर पैसे मात्र');
    expect(amountInWordsHi(251.01)).toBe('दो सौ इक्यावन रुपये एक पैसा मात्र');
  });

  it('has its own word for every number below a hundred', () => {
    const words = Array.from({ length: 100 }, (_, n) => integerInWordsHi(n));
    expect(new Set(words).size).toBe(100);
    expect(words.every((w) => /^[\u0900-\u097F]+$/.test(w))).toBe(true);
  });

  it('refuses what is not an amount', () => {
    expect(() => amountInWordsHi(-1)).toThrow(RangeError);
  });
});
