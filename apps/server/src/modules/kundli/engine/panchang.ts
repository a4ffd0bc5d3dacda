/**
 * The five limbs at one moment (docs/kundli-conventions.md § Panchang): tithi = 12° steps of the
 * Moon−Sun elongation (1-30, Shukla 1-15), karana = 6° steps (1-60), nakshatra of the sidereal
 * Moon (1-27), yoga = 13°20′ steps of the sidereal Sun + Moon (1-27), vara = weekday of the
 * sunrise that began the Vedic day.
 */
import * as A from 'astronomy-engine';
import {
  karanaName,
  NAKSHATRA_NAMES,
  tithiName,
  VARA_NAMES,
  YOGA_NAMES,
  type MomentPanchang,
  type Paksha,
} from '@sankalp/shared/api/kundli';
import { norm360 } from './angles';
import { NAKSHATRA_SPAN, nakshatraOf } from './divisions';
import { astroTime, elongation, siderealLongitude } from './positions';
import { previousSunrise } from './sun';
import { isoWithOffset, localDateAt, type Zone } from './time';

export const tithiAt = (elong: number): number => Math.min(30, Math.floor(norm360(elong) / 12) + 1);
export const karanaAt = (elong: number): number => Math.min(60, Math.floor(norm360(elong) / 6) + 1);
export const yogaAt = (sunPlusMoon: number): number =>
  Math.min(27, Math.floor(norm360(sunPlusMoon) / NAKSHATRA_SPAN) + 1);
export const pakshaOf = (tithi: number): Paksha => (tithi <= 15 ? 'Shukla' : 'Krishna');

/** Angle functions of an instant (ms) that the day view searches over. */
export const angles = {
  elongation: (ms: number) => elongation(astroTime(ms)),
  moon: (ms: number) => siderealLongitude(A.Body.Moon, astroTime(ms)),
  sunPlusMoon: (ms: number) => {
    const t = astroTime(ms);
    return norm360(siderealLongitude(A.Body.Sun, t) + siderealLongitude(A.Body.Moon, t));
  },
};

export type Limbs = { tithi: number; karana: number; nakshatra: number; yoga: number };

export function limbsAt(utcMs: number, sun?: number, moon?: number): Limbs {
  const t = astroTime(utcMs);
  const s = sun ?? siderealLongitude(A.Body.Sun, t);
  const m = moon ?? siderealLongitude(A.Body.Moon, t);
  const elong = norm360(m - s);
  return { tithi: tithiAt(elong), karana: karanaAt(elong), nakshatra: nakshatraOf(m), yoga: yogaAt(s + m) };
}

/** The panchang at a moment; sun and moon (sidereal) may be passed when already computed. */
export function momentPanchang(
  utcMs: number,
  latitude: number,
  longitude: number,
  zone: Zone,
  sun?: number,
  moon?: number,
): MomentPanchang {
  const l = limbsAt(utcMs, sun, moon);
  const sunrise = previousSunrise(latitude, longitude, utcMs);
  // No sunrise in the last day (polar day or night): the civil weekday.
  const vara = localDateAt(sunrise ?? utcMs, zone).weekday;
  return {
    tithi: l.tithi,
    tithiName: tithiName(l.tithi),
    paksha: pakshaOf(l.tithi),
    nakshatra: l.nakshatra,
    nakshatraName: NAKSHATRA_NAMES[l.nakshatra - 1]!,
    yoga: l.yoga,
    yogaName: YOGA_NAMES[l.yoga - 1]!,
    karana: l.karana,
    karanaName: karanaName(l.karana),
    vara,
    varaName: VARA_NAMES[vara]!,
    sunrise: sunrise === null ? null : isoWithOffset(sunrise, zone),
  };
}
