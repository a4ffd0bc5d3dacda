import type { Mahadasha } from './api/kundli';
import { MONTH_NAMES } from './calendar';

// How a kundli's angles, dates and places are written: one set of rules for the web's report
// page and the server's PDF (docs/kundli-conventions.md).

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));
const pad = (n: number) => String(n).padStart(2, '0');

export const TIME_UNKNOWN_NOTE =
  'Birth time not known: noon was used, so the lagna and houses may not be right. The signs of the grahas are.';

/** 13.456° → "13°27′". */
export function degMin(deg: number): string {
  let d = Math.floor(deg);
  let m = Math.round((deg - d) * 60);
  if (m === 60) [d, m] = [d + 1, 0];
  return `${d}°${pad(m)}′`;
}

/** 23.8531° → "23°51′11″". */
export function degMinSec(deg: number): string {
  const totalSec = Math.round(deg * 3600);
  return `${Math.floor(totalSec / 3600)}°${pad(Math.floor((totalSec % 3600) / 60))}′${pad(totalSec % 60)}″`;
}

/** +330 → "UTC+05:30". */
export function utcOffset(minutes: number): string {
  const m = Math.abs(minutes);
  return `UTC${minutes < 0 ? '−' : '+'}${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** An instant as the date at an offset: "14 May 1990". */
export function dateAt(iso: string, offsetMinutes: number): string {
  const d = new Date(Date.parse(iso) + offsetMinutes * 60_000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "1990-05-14" → "14 May 1990". */
export function shortDate(ymd: string): string {
  const [y, mo, d] = ymd.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[mo - 1]} ${y}`;
}

/** "1990-05-14T06:30:00+05:30" → "14 May 1990, 06:30". */
export const localDateTime = (local: string) => `${shortDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;

/** The clock time of an ISO instant with offset, as written there: "06:12". */
export const clockAt = (iso: string) => iso.slice(11, 16);

/** "25.3176° N, 82.9739° E". */
export const coordinates = (lat: number, lon: number) =>
  `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(4)}° ${lon >= 0 ? 'E' : 'W'}`;

/** Whether a dasha period contains the moment `now` (ms). */
export const isRunning = (p: { start: string; end: string }, now: number) =>
  Date.parse(p.start) <= now && now < Date.parse(p.end);

/** The mahadasha running at `now` (ms), if any of the nine is. */
export const runningMahadasha = (m: Mahadasha[], now: number) => m.find((x) => isRunning(x, now));
