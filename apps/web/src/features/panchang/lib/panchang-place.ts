import type { Place } from '@sankalp/shared/api/kundli';
import { MONTH_NAMES } from '@sankalp/shared/calendar';
import type { Language } from '../../../lib/i18n/index';

/** Where the panchang opens when the devotee has chosen no city yet. */
export const DEFAULT_PLACE: Place = {
  name: 'New Delhi',
  region: 'Delhi',
  country: 'IN',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
};

export const PLACE_KEY = 'sankalp.panchang.place';

export function isPlace(v: unknown): v is Place {
  const p = v as Place;
  return (
    typeof p === 'object' &&
    p !== null &&
    typeof p.name === 'string' &&
    p.name.length > 0 &&
    p.name.length <= 100 &&
    typeof p.region === 'string' &&
    typeof p.country === 'string' &&
    Number.isFinite(p.latitude) &&
    Math.abs(p.latitude) <= 90 &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.longitude) <= 180 &&
    typeof p.timezone === 'string' &&
    p.timezone.length > 0
  );
}

/** The city the devotee chose last time (validated: storage may hold anything). */
export function rememberedPlace(storage: Pick<Storage, 'getItem'> | null): Place | null {
  try {
    const raw = storage?.getItem(PLACE_KEY);
    const v: unknown = raw ? JSON.parse(raw) : null;
    return isPlace(v) ? v : null;
  } catch {
    return null;
  }
}

export function rememberPlace(storage: Pick<Storage, 'setItem'> | null, place: Place): void {
  try {
    storage?.setItem(PLACE_KEY, JSON.stringify(place));
  } catch {
    /* storage full or blocked: the choice lasts this visit */
  }
}

/** The place in a panchang URL (`?place=&latitude=&longitude=&timezone=`), when whole. */
export function placeFromQuery(q: URLSearchParams): Place | null {
  const lat = Number(q.get('latitude'));
  const lon = Number(q.get('longitude'));
  const p = {
    name: q.get('place') ?? '',
    region: q.get('region') ?? '',
    country: q.get('country') ?? '',
    latitude: lat,
    longitude: lon,
    timezone: q.get('timezone') ?? '',
  };
  return q.has('latitude') && q.has('longitude') && isPlace(p) ? p : null;
}

/** Today's date at a place (its time zone, not the browser's): "2026-11-24". */
export function todayAt(timezone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** "2026-11-24" ± days. */
export function shiftDate(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// A wall-clock date and time of the place, read as UTC so Intl writes them unshifted (Hindi only:
// the English below keeps its own short forms).
const hindi = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', ...options });
const hindiDate = hindi({ day: 'numeric', month: 'long', year: 'numeric' });
const hindiTime = hindi({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' });
const hindiDay = hindi({ weekday: 'short' });

/** "2026-11-24" → "24 November 2026" / "24 नवंबर 2026". */
export const longDate = (ymd: string, lng: Language = 'en') => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return lng === 'hi' ? hindiDate.format(Date.UTC(y, m - 1, d)) : `${d} ${MONTH_NAMES[m - 1]} ${y}`;
};

/**
 * A time as the place's clock shows it, from an ISO instant with the place's offset:
 * "6:42 am"; with the weekday when it falls on another date than `day` ("Tue, 5:40 am").
 * Hindi says the part of the day: "सुबह 6:42", "बुध, सुबह 5:40".
 */
export function clock(iso: string, day: string, lng: Language = 'en'): string {
  const [h, m] = [Number(iso.slice(11, 13)), iso.slice(14, 16)];
  const date = iso.slice(0, 10);
  const wall = Date.parse(`${date}T${iso.slice(11, 16)}:00Z`);
  const text = lng === 'hi' ? hindiTime.format(wall) : `${h % 12 || 12}:${m} ${h < 12 ? 'am' : 'pm'}`;
  if (date === day) return text;
  const weekday = lng === 'hi' ? hindiDay.format(wall) : DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${weekday}, ${text}`;
}
