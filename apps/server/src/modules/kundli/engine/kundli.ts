/**
 * A birth chart: sidereal positions of the nine grahas, the lagna, whole-sign houses, nakshatras,
 * Vimshottari dasha and the panchang of the birth moment.
 */
import type { Kundli, PlanetPosition } from '@sankalp/shared/api/kundli';
import { chartPoint, houseOf } from './divisions';
import { vimshottari } from './dasha';
import { tropicalAscendant } from './lagna';
import { momentPanchang } from './panchang';
import { astroTime, BODIES, bodyMotion, nodeMotion, trueAyanamsa, type BodyName, type Motion } from './positions';
import { isoWithOffset, localToUtcMs, offsetMinutesAt, type LocalDateTime, type Zone } from './time';
import { norm360 } from './angles';

export type BirthInput = {
  name: string;
  local: LocalDateTime;
  latitude: number;
  longitude: number;
  place: string;
  zone: Zone;
};

/** The chart for a UTC instant at a place (the part the Swiss Ephemeris fixture checks). */
export function chartAt(utcMs: number, latitude: number, longitude: number) {
  const t = astroTime(utcMs);
  const ayanamsa = trueAyanamsa(t);
  const motions: [PlanetPosition['name'], Motion][] = (Object.keys(BODIES) as BodyName[]).map((b) => [
    b,
    bodyMotion(b, t, ayanamsa),
  ]);
  const rahu = nodeMotion(t, ayanamsa);
  motions.push(['Rahu', rahu], ['Ketu', { longitude: norm360(rahu.longitude + 180), speed: rahu.speed }]);
  const lagna = chartPoint(tropicalAscendant(t, latitude, longitude) - ayanamsa);
  const planets: PlanetPosition[] = motions.map(([name, m]) => {
    const p = chartPoint(m.longitude);
    // The nodes are always marked retrograde: their mean motion is always backwards.
    const retrograde = name === 'Rahu' || name === 'Ketu' ? true : m.speed < 0;
    return { name, ...p, house: houseOf(p.sign, lagna.sign), speed: m.speed, retrograde };
  });
  return { ayanamsa, lagna, planets };
}

export function kundli(input: BirthInput): Kundli {
  const utcMs = localToUtcMs(input.local, input.zone);
  const chart = chartAt(utcMs, input.latitude, input.longitude);
  const sun = chart.planets[0]!.longitude;
  const moon = chart.planets[1]!.longitude;
  return {
    name: input.name,
    birth: {
      local: isoWithOffset(utcMs, input.zone),
      utc: new Date(utcMs).toISOString(),
      place: {
        name: input.place,
        latitude: input.latitude,
        longitude: input.longitude,
        timezone: 'timezone' in input.zone ? input.zone.timezone : null,
        utcOffsetMinutes: offsetMinutesAt(input.zone, utcMs),
      },
    },
    ...chart,
    dasha: vimshottari(moon, utcMs),
    panchang: momentPanchang(utcMs, input.latitude, input.longitude, input.zone, sun, moon),
  };
}
