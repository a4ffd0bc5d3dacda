import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_LARGE_MESSAGE, parseWholeRupees, WHOLE_RUPEES_MESSAGE } from './money-input';

describe('parseWholeRupees', () => {
  it('reads whole rupees, with grouping commas, spaces or the rupee sign', () => {
    expect(parseWholeRupees('501')).toEqual({ amount: 501, error: null });
    expect(parseWholeRupees('₹1,501')).toEqual({ amount: 1501, error: null });
    expect(parseWholeRupees(' 251 ')).toEqual({ amount: 251, error: null });
    expect(parseWholeRupees('')).toEqual({ amount: 0, error: null });
  });
  it('never turns a decimal into another number', () => {
    expect(parseWholeRupees('501.00')).toEqual({ amount: 0, error: WHOLE_RUPEES_MESSAGE });
    expect(parseWholeRupees('50.5')).toEqual({ amount: 0, error: WHOLE_RUPEES_MESSAGE });
    expect(parseWholeRupees('1e3')).toEqual({ amount: 0, error: WHOLE_RUPEES_MESSAGE });
    expect(parseWholeRupees('-5')).toEqual({ amount: 0, error: WHOLE_RUPEES_MESSAGE });
  });
  it('refuses absurd amounts', () => {
    expect(parseWholeRupees('99999999999999999999').error).toBe(AMOUNT_TOO_LARGE_MESSAGE);
    expect(parseWholeRupees('10000001').error).toBe(AMOUNT_TOO_LARGE_MESSAGE);
  });
});
