/**
 * The panchang of a civil day at a place: sunrise, sunset, each limb prevailing at sunrise and
 * every change until the next sunrise with its end time, Rahu kaal and the lunar month.
 */
import {
  karanaName,
  NAKSHATRA_NAMES,
  tithiName,
  VARA_NAMES,
  YOGA_NAMES,
  type DayPanchang,
  type PanchangSpan,
} from '@sankalp/shared/api/kundli';
import { DAY_MS } from './angles';
import { nextCrossing } from './crossing';
import { NAKSHATRA_SPAN } from './divisions';
import { lunarMonths } from './lunar-month';
import { angles, limbsAt, pakshaOf } from './panchang';
import { astroTime, trueAyanamsa } from './positions';
import { nextSunrise, nextSunset } from './sun';
import { isoWithOffset, localToUtcMs } from './time';

/** Which eighth of the daytime is Rahu kaal, by weekday (Sunday first): the 8th, 2nd, 7th, 5th, 6th, 4th, 3rd. */
export const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const;

type Limb = { angle: (ms: number) => number; step: number; name: (n: number) => string };
const LIMBS = {
  tithis: { angle: angles.elongation, step: 12, name: tithiName },
  nakshatras: { angle: angles.moon, step: NAKSHATRA_SPAN, name: (n: number) => NAKSHATRA_NAMES[n - 1]! },
  yogas: { angle: angles.sunPlusMoon, step: NAKSHATRA_SPAN, name: (n: number) => YOGA_NAMES[n - 1]! },
  karanas: { angle: angles.elongation, step: 6, name: karanaName },
} satisfies Record<string, Limb>;

/** The limb's values from `from` until one runs past `until`, each with its end. */
function spans(
  limb: Limb,
  first: number,
  count: number,
  from: number,
  until: number,
  iso: (ms: number) => string,
): PanchangSpan[] {
  const out: PanchangSpan[] = [];
  let n = first;
  let t = from;
  for (let i = 0; i < 12; i++) {
    const end = nextCrossing(limb.angle, (n * limb.step) % 360, t, until + 2 * DAY_MS);
    out.push({ number: n, name: limb.name(n), end: end === null ? null : iso(end) });
    if (end === null || end >= until) break;
    n = (n % count) + 1;
    t = end + 1000;
  }
  return out;
}

export type DayInput = {
  year: number;
  month: number;
  day: number;
  latitude: number;
  longitude: number;
  timezone: string;
};

export function dayPanchang(input: DayInput): DayPanchang {
  const { latitude: lat, longitude: lon, timezone } = input;
  const zone = { timezone };
  const iso = (ms: number) => isoWithOffset(ms, zone);
  const midnight = localToUtcMs({ year: input.year, month: input.month, day: input.day, hour: 0, minute: 0 }, zone);
  const nextMidnight = localToUtcMs(
    { year: input.year, month: input.month, day: input.day + 1, hour: 0, minute: 0 },
    zone,
  );
  const riseToday = nextSunrise(lat, lon, midnight, 1);
  const sunrise = riseToday !== null && riseToday < nextMidnight ? riseToday : null;
  const start = sunrise ?? midnight;
  const sunset = nextSunset(lat, lon, start, 1);
  const next = nextSunrise(lat, lon, start + 60_000, 1.5);
  const end = next ?? nextMidnight;
  const weekday = weekdayOf(input);
  const l = limbsAt(start);
  const rahuKaal =
    sunrise !== null && sunset !== null && sunset > sunrise
      ? (() => {
          const part = (sunset - sunrise) / 8;
          const k = RAHU_KAAL_PART[weekday]! - 1;
          return { start: iso(sunrise + k * part), end: iso(sunrise + (k + 1) * part) };
        })()
      : null;
  return {
    date: `${String(input.year).padStart(4, '0')}-${String(input.month).padStart(2, '0')}-${String(input.day).padStart(2, '0')}`,
    place: { latitude: lat, longitude: lon, timezone },
    vara: weekday,
    varaName: VARA_NAMES[weekday]!,
    sunrise: sunrise === null ? null : iso(sunrise),
    sunset: sunset === null ? null : iso(sunset),
    nextSunrise: next === null ? null : iso(next),
    tithis: spans(LIMBS.tithis, l.tithi, 30, start, end, iso).map((s) => ({ ...s, paksha: pakshaOf(s.number) })),
    nakshatras: spans(LIMBS.nakshatras, l.nakshatra, 27, start, end, iso),
    yogas: spans(LIMBS.yogas, l.yoga, 27, start, end, iso),
    karanas: spans(LIMBS.karanas, l.karana, 60, start, end, iso),
    rahuKaal,
    month: lunarMonths(start, l.tithi),
    ayanamsa: trueAyanamsa(astroTime(start)),
  };
}

/** Weekday (0 = Sunday) of a proleptic Gregorian date. */
function weekdayOf(d: { year: number; month: number; day: number }): number {
  const date = new Date(Date.UTC(2000, d.month - 1, d.day));
  date.setUTCFullYear(d.year);
  return date.getUTCDay();
}
