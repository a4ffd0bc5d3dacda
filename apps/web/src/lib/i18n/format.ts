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

/** '1,25,000' in both languages (Indian grouping, Latin digits as Hindi sites print them). */
export const formatNumber = (n: number, lng: Language = currentLanguage()) =>
  new Intl.NumberFormat(localeOf(lng), { maximumFractionDigits: 0 }).format(Number.isFinite(n) ? n : 0);

/** '4:52 pm' / 'शाम 4:52' (IST): Hindi says the part of the day in words, not am/pm. */
export function formatTime(date: Date | string | number, lng: Language = currentLanguage()): string {
  return formatWhen(date, lng === 'hi' ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } : { hour: 'numeric', minute: '2-digit', hour12: true }, lng);
}
