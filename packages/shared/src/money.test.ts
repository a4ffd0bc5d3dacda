import { describe, expect, it } from 'vitest';
import { formatINR, parseDakshina, sanitizeAmountInput, toPaise, toRupees } from './money';

describe('paise', () => {
  it('converts exactly', () => {
    expect(toPaise(751)).toBe(75100);
    expect(toPaise(10.5)).toBe(1050);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(-2.5)).toBe(-250);
    expect(toRupees(75100)).toBe(751);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [100000, '₹1,00,000'],
    [150001, '₹1,50,001'],
    [12345678, '₹1,23,45,678'],
    [1234567890, '₹1,23,45,67,890'],
  ])('%d → %s', (n, s) => {
    expect(formatINR(n)).toBe(s);
  });
  it('shows paise only when the amount is not whole', () => {
    expect(formatINR(10.5)).toBe('₹10.50');
    expect(formatINR(1500.05)).toBe('₹1,500.05');
    expect(formatINR(10)).toBe('₹10');
  });
  it('store format has no decimals', () => {
    expect(formatINR(1499.5, { decimals: false })).toBe('₹1,500');
    expect(formatINR(150001, { decimals: false })).toBe('₹1,50,001');
  });
  it('handles negatives and bad input', () => {
    expect(formatINR(-1500)).toBe('-₹1,500');
    expect(formatINR(Number.NaN)).toBe('₹0');
  });
});

describe('parseDakshina', () => {
  it('keeps whole rupees', () => {
    expect(parseDakshina(101)).toBe(101);
    expect(parseDakshina(' 251 ')).toBe(251);
    expect(parseDakshina('101.99')).toBe(101);
  });
  it('turns non-numeric, empty and negative into 0', () => {
    for (const v of ['abc', '12abc', '', '   ', null, undefined, -50, '-5', Number.NaN, Infinity, {}]) {
      expect(parseDakshina(v)).toBe(0);
    }
  });
});

describe('sanitizeAmountInput', () => {
  it('strips non-digits; empty is 0', () => {
    expect(sanitizeAmountInput('1,501')).toBe(1501);
    expect(sanitizeAmountInput('₹ 701')).toBe(701);
    expect(sanitizeAmountInput('abc')).toBe(0);
    expect(sanitizeAmountInput('')).toBe(0);
    expect(sanitizeAmountInput('007')).toBe(7);
  });
});
