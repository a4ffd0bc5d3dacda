import { istDate } from '@sankalp/shared/calendar';

/**
 * The Indian financial year (1 April to 31 March) of an instant, by its IST calendar date:
 * 31 March 23:59 IST is still 2025-26, 1 April 00:00 IST is 2026-27.
 */
export function financialYearOf(at: Date): string {
  const { year, month } = istDate(at.getTime());
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The series every donation receipt number carries. */
export const RECEIPT_SERIES = 'SNK';

/** 'SNK/2026-27/000042': the series, the financial year and the year's gap-free counter. */
export function formatReceiptNumber(financialYear: string, n: number): string {
  return `${RECEIPT_SERIES}/${financialYear}/${String(n).padStart(6, '0')}`;
}
