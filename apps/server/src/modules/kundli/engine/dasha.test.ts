import { describe, expect, it } from 'vitest';
import { vimshottari, YEAR_MS } from './dasha';

describe('Vimshottari dasha', () => {
  it('starts with the lord of the Moon nakshatra and its unrun balance', () => {
    // Moon at 0° Ashwini: the whole Ketu dasha (7 years) is still to run.
    const birth = Date.UTC(2000, 0, 1);
    const d = vimshottari(0, birth);
    expect(d.balanceYears).toBeCloseTo(7, 10);
    expect(d.mahadashas.map((m) => m.lord)).toEqual([
      'Ketu',
      'Venus',
      'Sun',
      'Moon',
      'Mars',
      'Rahu',
      'Jupiter',
      'Saturn',
      'Mercury',
    ]);
    expect(d.mahadashas[0]!.start).toBe('2000-01-01T00:00:00.000Z');
    expect(Date.parse(d.mahadashas[8]!.end) - birth).toBeCloseTo(120 * YEAR_MS, -3);
  });

  it('halfway through Rohini (Moon lord), five of ten years remain, and antardashas fill each period', () => {
    const d = vimshottari(3 * (360 / 27) + 360 / 27 / 2, Date.UTC(1990, 5, 1));
    expect(d.mahadashas[0]!.lord).toBe('Moon');
    expect(d.balanceYears).toBeCloseTo(5, 10);
    const md = d.mahadashas[0]!;
    expect(md.antardashas[0]!.lord).toBe('Moon');
    expect(md.antardashas[0]!.start).toBe(md.start);
    expect(md.antardashas[8]!.end).toBe(md.end);
    // Moon-Mars antardasha: 10 × 7 / 120 years.
    expect(Date.parse(md.antardashas[1]!.end) - Date.parse(md.antardashas[1]!.start)).toBeCloseTo(
      (70 / 120) * YEAR_MS,
      -3,
    );
  });
});
