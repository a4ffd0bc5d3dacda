/**
 * Civil time ↔ UTC for a place, from IANA zone names with their historical offsets (Node's Intl
 * carries the full ICU tz database) or an explicit fixed offset.
 *
 * Rule for local times that a zone skips or repeats (docs/kundli-conventions.md § Time zones), the
 * same as Temporal's 'compatible' disambiguation: a time inside a gap (clocks put forward) is read
 * with the offset in force before the gap, so 02:30 in a 02:00→03:00 gap is 03:30 new time; a time
 * that occurs twice (clocks put back) is the earlier of the two moments.
 */
import { DAY_MS } from './angles';

/** A zone by name, or a fixed offset east of Greenwich in minutes. */
export type Zone = { timezone: string } | { utcOffsetMinutes: number };

export type LocalDateTime = { year: number; month: number; day: number; hour: number; minute: number; second?: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, f);
  }
  return f;
}

/** Milliseconds since the epoch of a proleptic-Gregorian civil date-time read as if it were UTC. */
export function civilMs(t: LocalDateTime): number {
  const d = new Date(0);
  d.setUTCFullYear(t.year, t.month - 1, t.day);
  d.setUTCHours(t.hour, t.minute, t.second ?? 0, 0);
  return d.getTime();
}

/** The zone's offset from UTC (ms, east positive) at the instant utcMs. */
export function offsetMsAt(zone: Zone, utcMs: number): number {
  if ('utcOffsetMinutes' in zone) return zone.utcOffsetMinutes * 60_000;
  const parts = formatterFor(zone.timezone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const bc = parts.find((p) => p.type === 'era')?.value === 'BC';
  const year = bc ? 1 - get('year') : get('year');
  const local = civilMs({
    year,
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  });
  return local - Math.floor(utcMs / 1000) * 1000;
}

/** The UTC instant of a local civil date-time in a zone (gap/overlap rule above). */
export function localToUtcMs(local: LocalDateTime, zone: Zone): number {
  const wall = civilMs(local);
  if ('utcOffsetMinutes' in zone) return wall - zone.utcOffsetMinutes * 60_000;
  // Offsets in force a day either side bracket at most one transition (zones change at most a
  // few times a year); each is a candidate, valid when it is the offset at the instant it gives.
  const before = offsetMsAt(zone, wall - DAY_MS);
  const after = offsetMsAt(zone, wall + DAY_MS);
  const valid = [before, after].map((o) => wall - o).filter((t) => offsetMsAt(zone, t) === wall - t);
  if (valid.length > 0) return Math.min(...valid);
  return wall - before; // in a gap: the offset before it
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** An offset in whole minutes (historical local mean times are rounded to the minute). */
export const offsetMinutesAt = (zone: Zone, utcMs: number): number => Math.round(offsetMsAt(zone, utcMs) / 60_000);

/** ISO 8601 with the zone's offset at that instant, to the second: 2024-01-01T06:48:12+05:30. */
export function isoWithOffset(utcMs: number, zone: Zone): string {
  const offMin = offsetMinutesAt(zone, utcMs);
  const d = new Date(Math.round(utcMs / 1000) * 1000 + offMin * 60_000);
  const sign = offMin < 0 ? '-' : '+';
  const y = d.getUTCFullYear();
  return (
    `${pad(y, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` +
    `${sign}${pad(Math.trunc(Math.abs(offMin) / 60))}:${pad(Math.abs(offMin) % 60)}`
  );
}

/** The local civil date (y, m, d) and weekday (0 = Sunday) at an instant. */
export function localDateAt(utcMs: number, zone: Zone): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(utcMs + offsetMsAt(zone, utcMs));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

/** A real calendar date (no 31 February), proleptic Gregorian. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
