/**
 * Calendar arithmetic in India Standard Time (UTC+05:30, no daylight saving).
 * Temples, pujas and events are in India, and the default time zone is IST, so "today",
 * "past date" and printed dates mean IST days on every machine, browser or server.
 */

export type DateInput = Date | string | number;

const DAY_MS = 86_400_000;
/** IST is UTC+05:30. */
export const IST_OFFSET_MS = 330 * 60_000;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Milliseconds since the epoch; NaN for a missing or unparseable value. */
export function toMillis(value: DateInput | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return new Date(value).getTime();
}

/** Whole IST days since 1970-01-01 (IST). */
export function istDayNumber(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
}

/** The instant an IST day begins (00:00 IST), given its day number. */
export function istDayStart(dayNumber: number): number {
  return dayNumber * DAY_MS - IST_OFFSET_MS;
}

/** Year, month (1-12) and day of month of an instant, in IST. */
export function istDate(ms: number): { year: number; month: number; day: number } {
  const shifted = new Date(ms + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * The IST day number `months` calendar months after the given day, with the day of month
 * clamped to the target month's length (31 January + 1 month → 28/29 February).
 */
export function istAddMonths(dayNumber: number, months: number): number {
  const { year, month, day } = istDate(istDayStart(dayNumber));
  const targetMonthIndex = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonthIndex + 1, 0)).getUTCDate();
  const target = Date.UTC(year, targetMonthIndex, Math.min(day, lastDay));
  return Math.floor(target / DAY_MS);
}
