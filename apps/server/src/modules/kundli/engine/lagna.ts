/**
 * The ascendant: the ecliptic degree rising on the eastern horizon, from the local apparent
 * sidereal time θ (Greenwich apparent sidereal time + east longitude) and the latitude φ, with
 * the true obliquity ε (Meeus, Astronomical Algorithms, 2nd ed., eq. 14.2 variant):
 * λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)).
 */
import * as A from 'astronomy-engine';
import { DEG, norm360 } from './angles';

export function tropicalAscendant(t: A.AstroTime, latitude: number, longitude: number): number {
  const theta = (A.SiderealTime(t) * 15 + longitude) * DEG;
  const eps = A.e_tilt(t).tobl * DEG;
  const phi = latitude * DEG;
  return norm360(Math.atan2(Math.cos(theta), -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG);
}
