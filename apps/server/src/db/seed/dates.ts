/**
 * Real dates for the demo catalog: the next (or the last, or the running) day on which a
 * tithi- or weekday-bound ritual really falls at its temple, from the panchang engine.
 *
 * Conventions (docs/kundli-conventions.md § Demo catalog dates):
 * - A day's tithi is the one prevailing at sunrise at the temple (udaya tithi), as almanacs print
 *   it; a tithi that no sunrise falls in (kshaya: it begins after one sunrise and ends before the
 *   next) is observed on the day it runs, as almanacs list it beside the udaya one. The exception is an
 *   observance that almanacs fix by the tithi at dusk (`at: 'sunset'`): Pradosh is the day on
 *   which Trayodashi is running at sunset (pradosh kaal), and an Amavasya night of lamps the day
 *   on which Amavasya is. The tithi the catalog shows is then the one at sunset.
 * - Weekdays are IST civil days; every weekday-bound start is after that day's sunrise, so the
 *   vara (sunrise to sunrise) agrees.
 * - Times are India Standard Time: every demo temple is in India.
 *
 * Pure apart from module-level memo tables (sunrises and tithis per place and day), which keep
 * repeated seeding cheap.
 */
import { tithiName } from '@sankalp/shared/api/kundli';
import { istDayNumber, istDayStart } from '@sankalp/shared/calendar';
import { angles, pakshaOf, tithiAt } from '../../modules/kundli/engine/panchang';
import { nextSunrise, nextSunset } from '../../modules/kundli/engine/sun';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Every rule below recurs well within this: a Pradosh needing Trayodashi at sunrise and sunset can skip a few pakshas. */
const MAX_SCAN_DAYS = 400;

export type Place = {
  latitude: number;
  longitude: number;
  /** IST days on which the temple holds no ritual (a seasonal closure), if any. */
  closedOn?: (day: number) => boolean;
};

/**
 * Which days a ritual falls on: a tithi (1-30: Shukla 1-15, Purnima 15, Amavasya 30) prevailing at
 * sunrise (the default) or at sunset at the temple; an IST weekday (0 = Sunday); every day.
 */
export type DayRule = { tithi: readonly number[]; at?: TithiMoment } | { weekday: number } | 'daily';
export type TithiMoment = 'sunrise' | 'sunset';

/** A time of day: minutes after IST midnight, or minutes after (or before) the day's sunrise or sunset at the temple. */
export type TimeOfDay = { ist: number } | { sunrise: number } | { sunset: number };

export type Schedule = {
  rule: DayRule;
  start: TimeOfDay;
  /**
   * Minutes after the start, or a time of day `days` days after the start day (a multi-day
   * anushthan). Without it the occurrence is a moment (a chadhava event's date).
   */
  end?: { minutes: number } | { days: number; at: TimeOfDay };
};

/** One real occurrence: its IST start day and instants (ms). */
export type Occurrence = { day: number; start: number; end: number };

/**
 * Which occurrence to use, relative to `now`: the next to start; the one running now (it must be:
 * a schedule whose runs leave gaps cannot be 'current'); the last to have ended; the first on a
 * later IST day; the last on an earlier IST day.
 */
export type Pick = 'next' | 'current' | 'previous' | 'after-today' | 'before-today';

/** 'HH:MM' IST as minutes after midnight. */
export const ist = (hhmm: string): { ist: number } => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return { ist: h * 60 + m };
};

/** The IST weekday (0 = Sunday) of an IST day number (day 0, 1 January 1970, was a Thursday). */
export const istWeekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The tithi as the catalog names it: 'Shukla Paksha Trayodashi', 'Purnima', 'Amavasya'. */
export function tithiLabel(tithi: number): string {
  if (tithi === 15 || tithi === 30) return tithiName(tithi);
  return `${pakshaOf(tithi)} Paksha ${tithiName(tithi)}`;
}

// ─── Memoised astronomy ─────────────────────────────────────────────────────

const sunrises = new Map<string, number>();
const sunsets = new Map<string, number>();
const tithis = new Map<string, number>();
const roughTithis = new Map<number, number>();

const key = (place: Place, day: number) => `${place.latitude},${place.longitude},${day}`;
const tithiAtMs = (ms: number) => tithiAt(angles.elongation(ms));

function memo<K>(table: Map<K, number>, k: K, compute: () => number | null): number {
  const known = table.get(k);
  if (known !== undefined) return known;
  const value = compute();
  if (value === null) throw new Error(`demo dates: no sunrise or sunset at ${String(k)}`);
  table.set(k, value);
  return value;
}

/** Sunrise of an IST day at the place (in India always between 04:00 and 08:00 IST). */
export const sunriseOn = (day: number, place: Place): number =>
  memo(sunrises, key(place, day), () => nextSunrise(place.latitude, place.longitude, istDayStart(day), 1));

export const sunsetOn = (day: number, place: Place): number =>
  memo(sunsets, key(place, day), () => nextSunset(place.latitude, place.longitude, sunriseOn(day, place), 1));

/** The tithi prevailing at sunrise (the udaya tithi, the day's tithi) or at sunset of the IST day at the place. */
export const tithiOn = (day: number, place: Place, at: TithiMoment = 'sunrise'): number =>
  memo(tithis, `${key(place, day)},${at}`, () =>
    tithiAtMs(at === 'sunrise' ? sunriseOn(day, place) : sunsetOn(day, place)),
  );

const followingTithi = (t: number) => (t === 30 ? 1 : t + 1);

/**
 * The rule's tithi observed on this IST day, or null: the one prevailing at sunrise (or sunset),
 * or — by the sunrise convention — one that runs wholly between this sunrise and the next (kshaya).
 */
function observedTithi(tithis: readonly number[], at: TithiMoment | undefined, day: number, place: Place): number | null {
  const t = tithiOn(day, place, at);
  if (tithis.includes(t)) return t;
  if (at === 'sunset') return null;
  const kshaya = followingTithi(t);
  return tithis.includes(kshaya) && tithiOn(day + 1, place) === followingTithi(kshaya) ? kshaya : null;
}

/** The tithi a dated ritual shows: the one its rule observes that day, or for any other rule the day's. */
export function tithiShown(rule: DayRule | null, day: number, place: Place): number {
  if (rule !== null && typeof rule === 'object' && 'tithi' in rule) {
    return observedTithi(rule.tithi, rule.at, day, place) ?? tithiOn(day, place, rule.at);
  }
  return tithiOn(day, place);
}

/**
 * The tithi at noon IST, a cheap first look shared by every place: sunrise and sunset in India are
 * within eight hours of it, in which the elongation moves under 6°, less than one tithi (12°), so
 * the tithi at either is this one or a neighbour.
 */
const roughTithi = (day: number): number => memo(roughTithis, day, () => tithiAtMs(istDayStart(day) + 12 * HOUR));

const cyclicDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 30;
  return Math.min(d, 30 - d);
};

// ─── Occurrences ────────────────────────────────────────────────────────────

const roundUpTo5Minutes = (ms: number) => Math.ceil(ms / (5 * MINUTE)) * 5 * MINUTE;

function timeOn(day: number, time: TimeOfDay, place: Place): number {
  if ('ist' in time) return istDayStart(day) + time.ist * MINUTE;
  const base = 'sunrise' in time ? sunriseOn(day, place) : sunsetOn(day, place);
  const offset = 'sunrise' in time ? time.sunrise : time.sunset;
  // Computed times read better on the five minutes (and round later, never earlier).
  return roundUpTo5Minutes(base + offset * MINUTE);
}

function endOf(start: number, day: number, schedule: Schedule, place: Place): number {
  const { end } = schedule;
  if (!end) return start;
  return 'minutes' in end ? start + end.minutes * MINUTE : timeOn(day + end.days, end.at, place);
}

/** The ritual on this IST day, or null when the day does not qualify. */
export function occurrenceOn(schedule: Schedule, day: number, place: Place): Occurrence | null {
  const { rule } = schedule;
  if (typeof rule === 'object' && 'weekday' in rule && istWeekday(day) !== rule.weekday) return null;
  if (typeof rule === 'object' && 'tithi' in rule) {
    if (!rule.tithi.some((t) => cyclicDistance(t, roughTithi(day)) <= 1)) return null;
    if (observedTithi(rule.tithi, rule.at, day, place) === null) return null;
  }
  const start = timeOn(day, schedule.start, place);
  const end = endOf(start, day, schedule, place);
  if (place.closedOn) {
    for (let d = day; d <= istDayNumber(end); d++) if (place.closedOn(d)) return null;
  }
  return { day, start, end };
}

function scan(
  schedule: Schedule,
  place: Place,
  fromDay: number,
  step: 1 | -1,
  accept: (o: Occurrence) => boolean,
): Occurrence | null {
  for (let i = 0; i <= MAX_SCAN_DAYS; i++) {
    const o = occurrenceOn(schedule, fromDay + step * i, place);
    if (o && accept(o)) return o;
  }
  return null;
}

function found(o: Occurrence | null, what: string): Occurrence {
  if (!o) throw new Error(`demo dates: no ${what} occurrence within ${MAX_SCAN_DAYS} days`);
  return o;
}

/** The first occurrence starting after `after`. */
export const nextDate = (schedule: Schedule, after: number, place: Place): Occurrence =>
  found(
    scan(schedule, place, istDayNumber(after), 1, (o) => o.start > after),
    'next',
  );

/** The last occurrence that has ended before `before`. */
export const previousDate = (schedule: Schedule, before: number, place: Place): Occurrence =>
  found(
    // Nothing starting after today can have ended already.
    scan(schedule, place, istDayNumber(before), -1, (o) => o.end < before),
    'previous',
  );

/** The occurrence running at `at`: the last to have started, which must not have ended. */
export function currentDate(schedule: Schedule, at: number, place: Place): Occurrence {
  const o = found(
    scan(schedule, place, istDayNumber(at), -1, (x) => x.start <= at),
    'current',
  );
  if (o.end < at) throw new Error('demo dates: a "current" schedule is not running at every moment');
  return o;
}

export function occurrence(schedule: Schedule, pick: Pick, now: number, place: Place): Occurrence {
  const today = istDayNumber(now);
  switch (pick) {
    case 'next':
      return nextDate(schedule, now, place);
    case 'current':
      return currentDate(schedule, now, place);
    case 'previous':
      return previousDate(schedule, now, place);
    case 'after-today':
      return found(
        scan(schedule, place, today + 1, 1, () => true),
        'after-today',
      );
    case 'before-today':
      return found(
        scan(schedule, place, today - 1, -1, () => true),
        'before-today',
      );
  }
}
