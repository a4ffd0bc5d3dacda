/**
 * Consultation times in IST (UTC+05:30, no daylight saving): a pandit's weekly hours are IST wall
 * clock; instants are answered as ISO timestamps with +05:30.
 */
import { IST_OFFSET_MS } from '@sankalp/shared/calendar';
import type { WeeklyHours } from '../../db/schema/catalog';

export type Interval = { from: number; to: number };

const MINUTE = 60_000;

/** The IST calendar date YYYY-MM-DD of an instant. */
export const istDateOf = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an IST day (YYYY-MM-DD) starts. */
export const istDayStartOf = (date: string) => Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS;

/** 0 = Sunday … 6 = Saturday of an IST date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** An instant as ISO with the IST offset, e.g. 2026-11-24T10:00:00+05:30. */
export const toIstIso = (ms: number) => `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The pandit's working intervals on an IST date (empty on a weekly day off or a date in `daysOff`), as instants. */
export function workingIntervals(hours: WeeklyHours, date: string, daysOff: readonly string[] = []): Interval[] {
  if (daysOff.includes(date)) return [];
  const start = istDayStartOf(date);
  return (hours[weekdayOf(date)] ?? [])
    .map((w) => ({ from: start + minutesOf(w.from) * MINUTE, to: start + minutesOf(w.to) * MINUTE }))
    .filter((w) => w.to > w.from)
    .sort((a, b) => a.from - b.from);
}

/** `free` minus every interval of `taken` (both sorted or not); empty pieces dropped. */
export function subtract(free: Interval[], taken: Interval[]): Interval[] {
  let out = free;
  for (const t of taken) {
    const next: Interval[] = [];
    for (const f of out) {
      if (t.to <= f.from || t.from >= f.to) {
        next.push(f);
        continue;
      }
      if (t.from > f.from) next.push({ from: f.from, to: t.from });
      if (t.to < f.to) next.push({ from: t.to, to: f.to });
    }
    out = next;
  }
  return out;
}

/**
 * What can still be booked on an IST date: working intervals minus `taken`, from the next whole
 * minute after `now`, leaving out pieces shorter than `minMinutes`.
 */
export function freeIntervals(
  hours: WeeklyHours,
  date: string,
  taken: Interval[],
  now: number,
  minMinutes: number,
  daysOff: readonly string[] = [],
) {
  const notBefore = Math.ceil(now / MINUTE) * MINUTE;
  const past: Interval = { from: Number.MIN_SAFE_INTEGER, to: notBefore };
  return subtract(workingIntervals(hours, date, daysOff), [past, ...taken]).filter(
    (i) => i.to - i.from >= minMinutes * MINUTE,
  );
}

/** True when [from, to) lies inside one working interval of its IST day. */
export const withinHours = (hours: WeeklyHours, from: number, to: number, daysOff: readonly string[] = []) =>
  istDateOf(from) === istDateOf(to - 1) &&
  workingIntervals(hours, istDateOf(from), daysOff).some((w) => w.from <= from && to <= w.to);
