import { describe, expect, it } from 'vitest';
import { codeDigits, groupSecret } from './two-factor';

describe('two-factor helpers', () => {
  it('shows the key in groups of 4', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('keeps the digits of a typed code, at most 6', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});
