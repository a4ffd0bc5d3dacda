/**
 * Sunrise and sunset: the moment the Sun's upper limb touches the horizon, with the standard
 * refraction of 34′ (astronomy-engine's SearchRiseSet, which uses the body's apparent radius and
 * that refraction, observer at sea level). Null where the Sun does not rise or set that day.
 */
import * as A from 'astronomy-engine';
import { astroTime } from './positions';

const observer = (latitude: number, longitude: number) => new A.Observer(latitude, longitude, 0);

function search(
  direction: 1 | -1,
  latitude: number,
  longitude: number,
  fromMs: number,
  limitDays: number,
): number | null {
  const t = A.SearchRiseSet(A.Body.Sun, observer(latitude, longitude), direction, astroTime(fromMs), limitDays);
  return t ? t.date.getTime() : null;
}

/** The first sunrise after fromMs within limitDays. */
export const nextSunrise = (lat: number, lon: number, fromMs: number, limitDays = 1): number | null =>
  search(1, lat, lon, fromMs, limitDays);
/** The first sunset after fromMs within limitDays. */
export const nextSunset = (lat: number, lon: number, fromMs: number, limitDays = 1): number | null =>
  search(-1, lat, lon, fromMs, limitDays);

/** The last sunrise at or before atMs (looking back up to a day), or null. */
export function previousSunrise(lat: number, lon: number, atMs: number): number | null {
  const t = A.SearchRiseSet(A.Body.Sun, observer(lat, lon), 1, astroTime(atMs), -1);
  return t ? t.date.getTime() : null;
}
