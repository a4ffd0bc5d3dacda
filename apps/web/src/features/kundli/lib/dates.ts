import { dateAt, localDateTime } from '@sankalp/shared/kundli-format';
import type { Language } from '../../../lib/i18n/index';

// The place's wall clock read as UTC, so Intl writes it unshifted.
const hindiDate = new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The report's dates in the reader's language: English as @sankalp/shared/kundli-format writes them
 * ("14 May 1990", also in the PDF), Hindi through Intl ("14 मई 1990").
 */
export function kundliDates(lng: Language) {
  if (lng === 'en') return { dateAt, localDateTime };
  return {
    dateAt: (iso: string, offsetMinutes: number) => hindiDate.format(Date.parse(iso) + offsetMinutes * 60_000),
    localDateTime: (local: string) => `${hindiDate.format(Date.parse(`${local.slice(0, 10)}T00:00:00Z`))}, ${local.slice(11, 16)}`,
  };
}
