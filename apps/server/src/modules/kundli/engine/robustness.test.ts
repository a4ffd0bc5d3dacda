import { describe, expect, it } from 'vitest';
import { dayPanchang, kundli } from './index';

// Every input the API accepts must compute: poles, the date line, both ends of 1900-2100, every
// zone Intl knows (DST gaps included). A fixed generator keeps the run reproducible.
describe('the engine on extreme but valid inputs', () => {
  const zones = Intl.supportedValuesOf('timeZone');
  let seed = 7;
  const unit = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const lats = [90, -90, 89.99, 66.56, -66.56, 0, 78.2, -78];

  it('computes a finite chart and a non-empty day for 150 spread cases', () => {
    for (let i = 0; i < 150; i++) {
      const latitude = i < 40 ? lats[i % lats.length]! : unit() * 180 - 90;
      const longitude = i % 7 === 0 ? (i % 2 ? 180 : -180) : unit() * 360 - 180;
      const timezone = zones[(i * 37) % zones.length]!;
      const edge = i % 5 === 0;
      const local = {
        year: edge ? (i % 2 ? 1900 : 2100) : 1900 + Math.floor(unit() * 201),
        month: edge ? (i % 2 ? 1 : 12) : 1 + Math.floor(unit() * 12),
        day: edge ? (i % 2 ? 1 : 31) : 1 + Math.floor(unit() * 28),
        hour: i % 24,
        minute: 59,
      };
      const k = kundli({ name: 'x', place: 'x', latitude, longitude, zone: { timezone }, local });
      expect(
        [k.lagna.longitude, ...k.planets.map((p) => p.longitude)].every(Number.isFinite),
        `${timezone} ${latitude}`,
      ).toBe(true);
      const p = dayPanchang({ ...local, latitude, longitude, timezone });
      expect(p.tithis.length * p.nakshatras.length * p.yogas.length * p.karanas.length).toBeGreaterThan(0);
    }
  });
});
