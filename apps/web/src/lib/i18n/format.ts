import { IST_OFFSET_MS } from '@sankalp/shared/calendar';
import { groupIndian } from '@sankalp/shared/money';
import { formatDateGB } from '@sankalp/shared/timing';
import { currentLanguage, type Language } from './index';

/**
 * Dates, times and numbers in the reader's language (hi-IN: Hindi month and weekday names, Indian
 * digit grouping), always in India's time zone as the spec's times are. Money stays `formatINR`
 * (@sankalp/shared/money): '₹1,50,001' reads the same in both languages.
 */
export const localeOf = (lng: Language = currentLanguage()) => (lng === 'hi' ? 'hi-IN' : 'en-IN');

/** Hindi says the part of the day in words (रात 9:11), never hi-IN's Latin "pm": any time with an hour gets it. */
const inHindi = (o: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions =>
  o.hour && !o.dayPeriod && o.hour12 === undefined && !o.hourCycle ? { ...o, dayPeriod: 'short' } : o;

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lng: Language, given: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const options = lng === 'hi' ? inHindi(given) : given;
  const key = lng + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(lng), { timeZone: 'Asia/Kolkata', ...options });
    cache.set(key, f);
  }
  return f;
}

const valid = (date: Date | string | number) => {
  const d = date instanceof Date ? date : new Date(date);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '21 November 2026' / '21 नवंबर 2026' (IST). Invalid input gives ''. */
export function formatDate(date: Date | string | number, lng: Language = currentLanguage()): string {
  if (lng === 'en') return formatDateGB(date);
  const d = valid(date);
  return d ? dateFormat(lng, { day: 'numeric', month: 'long', year: 'numeric' }).format(d) : '';
}

/** Any date/time shape through Intl in the reader's language and IST: `formatWhen(d, { weekday: 'long' })`. */
export function formatWhen(date: Date | string | number, options: Intl.DateTimeFormatOptions, lng: Language = currentLanguage()): string {
  const d = valid(date);
  return d ? dateFormat(lng, options).format(d) : '';
}

/**
 * '1,25,000' in both languages (Indian grouping, Latin digits as Hindi sites print them), as
 * Intl.NumberFormat('en-IN' | 'hi-IN', { maximumFractionDigits: 0 }) writes it (rounded half away
 * from zero, '-0' kept). Written out, because the first Intl.NumberFormat of a page costs a slow
 * phone tens of milliseconds of ICU set-up inside hydration (issue 12, TBT); only numbers beyond
 * 2^53, which no count reaches, still go through Intl.
 */
export function formatNumber(n: number, lng: Language = currentLanguage()): string {
  const value = Number.isFinite(n) ? n : 0;
  const whole = Math.round(Math.abs(value));
  if (whole > Number.MAX_SAFE_INTEGER) return new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: 0 }).format(value);
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupIndian(String(whole))}`;
}

/**
 * '4:52 pm' in IST as en-IN's Intl.DateTimeFormat writes it, without it: a page's first
 * DateTimeFormat costs a slow phone tens of milliseconds of time-zone set-up inside hydration
 * (issue 12, TBT). IST has kept +5:30 since 1945; earlier times go through Intl.
 */
function clockTimeEnglish(d: Date): string | null {
  const ms = d.getTime();
  if (ms < 0) return null;
  const minuteOfDay = Math.floor((ms + IST_OFFSET_MS) / 60_000) % 1440;
  const hour = Math.floor(minuteOfDay / 60);
  return `${hour % 12 || 12}:${String(minuteOfDay % 60).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '4:52 pm' / 'शाम 4:52' (IST): Hindi says the part of the day in words, not am/pm. */
export function formatTime(date: Date | string | number, lng: Language = currentLanguage()): string {
  if (lng === 'en') {
    const d = valid(date);
    if (!d) return '';
    const clock = clockTimeEnglish(d);
    if (clock) return clock;
  }
  return formatWhen(date, lng === 'hi' ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } : { hour: 'numeric', minute: '2-digit', hour12: true }, lng);
}
