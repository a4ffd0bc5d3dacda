import type { ChartPoint } from '@sankalp/shared/api/kundli';
import { norm360 } from './angles';

/** One nakshatra spans 13°20′; a pada a quarter of that. */
export const NAKSHATRA_SPAN = 360 / 27;

export const signOf = (longitude: number): number => Math.floor(norm360(longitude) / 30) + 1;
export const nakshatraOf = (longitude: number): number =>
  Math.min(27, Math.floor(norm360(longitude) / NAKSHATRA_SPAN) + 1);
export const padaOf = (longitude: number): number =>
  Math.min(4, Math.floor((norm360(longitude) % NAKSHATRA_SPAN) / (NAKSHATRA_SPAN / 4)) + 1);

/** Whole-sign house: the lagna's sign is house 1. */
export const houseOf = (sign: number, lagnaSign: number): number => ((sign - lagnaSign + 12) % 12) + 1;

export function chartPoint(longitude: number): ChartPoint {
  const lon = norm360(longitude);
  return { longitude: lon, sign: signOf(lon), degreeInSign: lon % 30, nakshatra: nakshatraOf(lon), pada: padaOf(lon) };
}
