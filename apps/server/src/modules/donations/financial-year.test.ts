import { describe, expect, it } from 'vitest';
import { financialYearOf, formatReceiptNumber } from './financial-year';

describe('financialYearOf (April to March, IST)', () => {
  it('31 March 23:59 IST is the old year, 1 April 00:00 IST the new one', () => {
    expect(financialYearOf(new Date('2026-03-31T23:59:59.999+05:30'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-04-01T00:00:00.000+05:30'))).toBe('2026-27');
  });

  it('goes by the IST date, not the UTC one', () => {
    // 31 March 18:30 UTC is already 1 April 00:00 in India.
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
  });

  it('spans the calendar-year change and the century', () => {
    expect(financialYearOf(new Date('2026-12-31T23:59:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00+05:30'))).toBe('2099-00');
  });
});

describe('formatReceiptNumber', () => {
  it('pads the counter to six digits', () => {
    expect(formatReceiptNumber('2026-27', 42)).toBe('SNK/2026-27/000042');
    expect(formatReceiptNumber('2026-27', 1234567)).toBe('SNK/2026-27/1234567');
  });
});
