/**
 * Geocentric apparent positions from astronomy-engine (light time and aberration corrected, true
 * ecliptic and equinox of date), turned sidereal by the true Lahiri ayanamsa (mean + Δψ, so
 * nutation cancels as in the Swiss Ephemeris). Rahu is the true (osculating) ascending node of
 * the Moon's geocentric orbit; Ketu is opposite.
 */
import * as A from 'astronomy-engine';
import { DEG, norm180, norm360 } from './angles';
import { lahiriAyanamsa } from './ayanamsa';

export const BODIES = {
  Sun: A.Body.Sun,
  Moon: A.Body.Moon,
  Mars: A.Body.Mars,
  Mercury: A.Body.Mercury,
  Jupiter: A.Body.Jupiter,
  Venus: A.Body.Venus,
  Saturn: A.Body.Saturn,
} as const;
export type BodyName = keyof typeof BODIES;

/** astronomy-engine time for an instant. */
export const astroTime = (utcMs: number): A.AstroTime => A.MakeTime(new Date(utcMs));

/** Julian day (TT) of an astronomy-engine time (its tt counts days from J2000). */
export const jdTT = (t: A.AstroTime): number => t.tt + 2451545.0;

/** True Lahiri ayanamsa (degrees) at t: the mean value plus the nutation in longitude. */
export function trueAyanamsa(t: A.AstroTime): number {
  return lahiriAyanamsa(jdTT(t)) + A.e_tilt(t).dpsi / 3600;
}

/** Apparent tropical ecliptic longitude of date, degrees. */
export function tropicalLongitude(body: A.Body, t: A.AstroTime): number {
  return A.Ecliptic(A.GeoVector(body, t, true)).elon;
}

/** Longitude of the Moon's true ascending node (tropical, of date): from the orbit's angular momentum. */
export function trueNodeTropical(t: A.AstroTime): number {
  const s = A.GeoMoonState(t);
  const rot = A.Rotation_EQJ_ECT(t);
  const r = A.RotateVector(rot, new A.Vector(s.x, s.y, s.z, t));
  const v = A.RotateVector(rot, new A.Vector(s.vx, s.vy, s.vz, t));
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return norm360(Math.atan2(hx, -hy) / DEG);
}

const SPEED_STEP_DAYS = 1 / 24;

/** A sidereal longitude and its speed (degrees a day, central difference over ±1 hour). */
export type Motion = { longitude: number; speed: number };

function siderealMotion(tropical: (t: A.AstroTime) => number, t: A.AstroTime, ayanamsa: number): Motion {
  const before = tropical(t.AddDays(-SPEED_STEP_DAYS));
  const after = tropical(t.AddDays(SPEED_STEP_DAYS));
  return {
    longitude: norm360(tropical(t) - ayanamsa),
    speed: norm180(after - before) / (2 * SPEED_STEP_DAYS),
  };
}

export const bodyMotion = (name: BodyName, t: A.AstroTime, ayanamsa: number): Motion =>
  siderealMotion((u) => tropicalLongitude(BODIES[name], u), t, ayanamsa);

export const nodeMotion = (t: A.AstroTime, ayanamsa: number): Motion => siderealMotion(trueNodeTropical, t, ayanamsa);

/** Sidereal longitude of the Sun or Moon (no speed), for panchang searches. */
export const siderealLongitude = (body: A.Body, t: A.AstroTime): number =>
  norm360(tropicalLongitude(body, t) - trueAyanamsa(t));

/** Moon minus Sun, tropical (the ayanamsa cancels), [0, 360). */
export const elongation = (t: A.AstroTime): number =>
  norm360(tropicalLongitude(A.Body.Moon, t) - tropicalLongitude(A.Body.Sun, t));
