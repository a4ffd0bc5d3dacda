/**
 * Consultation times on the web, in India Standard Time (UTC+05:30, no daylight saving): the
 * devotee picks an IST date and IST wall-clock times, the server answers free intervals as ISO
 * timestamps with +05:30. Pure functions, so the rules are tested without a browser; the server
 * checks the same rules again and stays the authority (a taken time is its 409).
 */
import { IST_OFFSET_MS } from '@sankalp/shared/calendar';
import type { TimeInterval } from '@sankalp/shared/api/pandit-bookings';
import {
  CONSULTATION_MAX_MINUTES,
  CONSULTATION_MIN_MINUTES,
  PANDIT_BOOKING_ERRORS,
} from '@sankalp/shared/schemas/panditBooking';
import { currentLanguage, type Language } from '../../../lib/i18n/index';
import { formatTime, formatWhen } from '../../../lib/i18n/format';
import { astroT } from '../i18n';

const MINUTE = 60_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A typed time that lies in none of the free intervals shown (English; shown in the reader's language). */
export const NOT_FREE_MESSAGE = 'This time is not free. Please choose a time inside one of the free times shown.';

/** The IST calendar date (YYYY-MM-DD) of an instant: "today" for the date picker's minimum. */
export const istDateOf = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** Minutes since midnight of 'HH:MM' (24-hour), or null for anything else. */
export function clockMinutes(hhmm: string): number | null {
  const m = CLOCK_PATTERN.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:MM' of minutes since midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An IST date and wall-clock time as the API takes it: 2026-11-24T10:00:00+05:30. */
export const istIso = (date: string, hhmm: string) => `${date}T${hhmm}:00+05:30`;

/** The instant of an IST date and time, or NaN. */
export const istInstant = (date: string, hhmm: string) =>
  isIsoDate(date) && clockMinutes(hhmm) !== null ? Date.parse(istIso(date, hhmm)) : Number.NaN;

/** The IST wall-clock 'HH:MM' of an ISO timestamp (any offset). */
export const istClockOf = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(11, 16);

/** '10:00' → '10:00 AM', '16:30' → '4:30 PM', '00:15' → '12:15 AM'; in Hindi 'सुबह 10:00'. */
export function clockLabel(hhmm: string, lng: Language = currentLanguage()): string {
  const minutes = clockMinutes(hhmm);
  if (minutes === null) return hhmm;
  if (lng === 'hi') return formatTime(istIso('2026-01-01', hhmm), lng);
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A free interval as the devotee reads it: '10:00 AM – 1:00 PM'. */
export const intervalLabel = (i: TimeInterval, lng: Language = currentLanguage()) =>
  `${clockLabel(istClockOf(i.from), lng)} – ${clockLabel(istClockOf(i.to), lng)}`;

/** True when [from, to) lies inside `i` (instants in ms). */
export const contains = (i: TimeInterval, from: number, to: number) => Date.parse(i.from) <= from && to <= Date.parse(i.to);

/** The first free interval that holds the whole range, or undefined. */
export const intervalHolding = (free: readonly TimeInterval[], from: number, to: number) =>
  free.find((i) => contains(i, from, to));

/** The default length of a consultation picked by tapping a free interval. */
export const SUGGESTED_MINUTES = 30;

/**
 * The range a tap on a free interval fills in: from its start, SUGGESTED_MINUTES long, or the
 * whole interval when it is shorter (never below the minimum, which the server guarantees).
 */
export function rangeFromInterval(i: TimeInterval): { from: string; to: string } {
  const start = Date.parse(i.from);
  const end = Math.min(Date.parse(i.to), start + SUGGESTED_MINUTES * MINUTE);
  return { from: istClockOf(i.from), to: istClockOf(new Date(end).toISOString()) };
}

export type TimeCheck = { field: 'date' | 'from' | 'to'; message: string } | null;

/**
 * The date and times of the form, checked as the server will check them (spec part 3 § 5 and the
 * server's own rules): a date (not before today in IST), both times, end after start, 15 to 120
 * minutes, and — once the day's free intervals are known — inside one of them.
 */
export function checkTimes(input: {
  date: string;
  from: string;
  to: string;
  today: string;
  /** The free intervals of the date, or null while they are not known (not loaded, failed). */
  free: readonly TimeInterval[] | null;
}): TimeCheck {
  const { date, from, to, today, free } = input;
  if (!date || !isIsoDate(date)) return { field: 'date', message: PANDIT_BOOKING_ERRORS.date };
  if (date < today) return { field: 'date', message: PANDIT_BOOKING_ERRORS.past };
  const start = clockMinutes(from);
  const end = clockMinutes(to);
  if (start === null) return { field: 'from', message: PANDIT_BOOKING_ERRORS.times };
  if (end === null) return { field: 'to', message: PANDIT_BOOKING_ERRORS.times };
  if (end <= start) return { field: 'to', message: PANDIT_BOOKING_ERRORS.order };
  if (end - start < CONSULTATION_MIN_MINUTES) return { field: 'to', message: PANDIT_BOOKING_ERRORS.tooShort };
  if (end - start > CONSULTATION_MAX_MINUTES) return { field: 'to', message: PANDIT_BOOKING_ERRORS.tooLong };
  if (free && !intervalHolding(free, istInstant(date, from), istInstant(date, to)))
    return { field: 'from', message: astroT('form.notFree') };
  return null;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', ...LONG_DATE };

/** The IST date of an ISO timestamp, long: '24 November 2026' / '24 नवंबर 2026'. */
export const longDateOf = (iso: string, lng: Language = currentLanguage()) => formatWhen(iso, LONG_DATE, lng);

/** An IST date (YYYY-MM-DD) with its weekday: 'Tuesday, 24 November 2026'; '' for a bad date. */
export const longDayOf = (date: string, lng: Language = currentLanguage()) =>
  isIsoDate(date) ? formatWhen(istIso(date, '12:00'), LONG_DAY, lng) : '';

/** The time range of a consultation: '10:00 AM – 10:30 AM IST'. */
export const timeRangeIST = (t: TimeInterval, lng: Language = currentLanguage()) => `${intervalLabel(t, lng)} IST`;

/** Whole minutes between two 'HH:MM', or null. */
export function durationMinutes(from: string, to: string): number | null {
  const a = clockMinutes(from);
  const b = clockMinutes(to);
  return a === null || b === null || b <= a ? null : b - a;
}
