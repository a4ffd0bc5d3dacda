import { describe, expect, it } from 'vitest';
import { formatIndianPhone, withIndianCode } from './phone';

describe('withIndianCode', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
  ])('%s → %s', (input, out) => expect(withIndianCode(input)).toBe(out));
});

describe('formatIndianPhone', () => {
  it('groups an Indian number and leaves others alone', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('12345')).toBe('12345');
    expect(formatIndianPhone(undefined)).toBe('');
  });
});
