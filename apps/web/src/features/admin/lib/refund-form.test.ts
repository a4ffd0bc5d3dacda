import type { RefundSuggestion } from '@sankalp/shared/api/admin-refunds';
import { describe, expect, it } from 'vitest';
import { consoleT } from '../i18n';
import { refundDefault, refundFormSchema, refundMax } from './refund-form';

const t = consoleT('en');
const base: RefundSuggestion = {
  paid: 2100,
  refunded: 0,
  refundable: 2100,
  suggested: 1050,
  tier: { percent: 50, reason: '12–24 hours ahead' },
  limit: 1000,
};
const check = (s: RefundSuggestion, amount: string) => refundFormSchema(s, t).safeParse({ amount });
const message = (s: RefundSuggestion, amount: string) => {
  const r = check(s, amount);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the refund form (contract B)', () => {
  it('prefills the suggestion, capped by the limit and what is left', () => {
    expect(refundDefault(base)).toBe(1000);
    expect(refundDefault({ ...base, limit: null })).toBe(1050);
    expect(refundDefault({ ...base, refundable: 500, limit: null })).toBe(500);
    expect(refundMax({ ...base, limit: null })).toBe(2100);
  });

  it('takes an amount within the limit, in rupees with up to two decimals', () => {
    expect(check(base, '1000')).toEqual({ success: true, data: { amount: 1000 } });
    expect(check(base, '99.50')).toEqual({ success: true, data: { amount: 99.5 } });
    expect(check(base, '1,000')).toEqual({ success: true, data: { amount: 1000 } });
  });

  it('refuses more than the limit, more than is refundable, zero, and fractions of a paisa', () => {
    expect(message(base, '1000.01')).toBe('Above your refund limit of ₹1,000');
    expect(message({ ...base, limit: null }, '2101')).toBe('At most ₹2,100 can be refunded');
    expect(message(base, '0')).toBe('Enter an amount above zero');
    expect(message(base, '')).toBe('Enter an amount above zero');
    expect(message(base, 'abc')).toBe('Enter an amount above zero');
    expect(message(base, '10.005')).toBe('At most two decimals');
  });
});
