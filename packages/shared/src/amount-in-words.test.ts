import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';

describe('amountInWords (Indian numbering)', () => {
  it.each([
    [150001, 'Rupees One Lakh Fifty Thousand One Only'],
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [11, 'Rupees Eleven Only'],
    [20, 'Rupees Twenty Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [501, 'Rupees Five Hundred One Only'],
    [999, 'Rupees Nine Hundred Ninety Nine Only'],
    [1000, 'Rupees One Thousand Only'],
    [2101, 'Rupees Two Thousand One Hundred One Only'],
    [10000, 'Rupees Ten Thousand Only'],
    [99999, 'Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [100000, 'Rupees One Lakh Only'],
    [1000000, 'Rupees Ten Lakh Only'],
    [1234567, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only'],
    [10000000, 'Rupees One Crore Only'],
    [12345678, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only'],
    [1000000000, 'Rupees One Hundred Crore Only'],
    [5000000001, 'Rupees Five Hundred Crore One Only'],
  ])('%d → %s', (rupees, words) => {
    expect(amountInWords(rupees)).toBe(words);
  });

  it('names the paise when there are any', () => {
    expect(amountInWords(10.5)).toBe('Rupees Ten and Fifty Paise Only');
    expect(amountInWords(251.05)).toBe('Rupees Two Hundred Fifty One and Five Paise Only');
    expect(amountInWords(0.99)).toBe('Ninety Nine Paise Only');
  });

  it('refuses negative and non-whole counts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => integerInWords(1.5)).toThrow(RangeError);
  });
});
