import { describe, expect, it } from 'vitest';
import { NORTH_HOUSES, SOUTH_CELLS, centroid, northAnchors, signInHouse } from './kundli-chart';

/** Shoelace area of a polygon. */
const area = (poly: readonly (readonly [number, number])[]) =>
  Math.abs(
    poly.reduce((s, p, i) => s + p[0] * poly[(i + 1) % poly.length]![1] - poly[(i + 1) % poly.length]![0] * p[1], 0),
  ) / 2;

describe('North Indian chart', () => {
  it('tiles the square: four diamonds of 1/8 and eight triangles of 1/16', () => {
    const areas = NORTH_HOUSES.map(area);
    expect(areas.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    for (const h of [1, 4, 7, 10]) expect(areas[h - 1]).toBeCloseTo(1 / 8, 12);
    for (const h of [2, 3, 5, 6, 8, 9, 11, 12]) expect(areas[h - 1]).toBeCloseTo(1 / 16, 12);
  });

  it('puts house 1 at the top, 4 at the left, 7 at the bottom and 10 at the right (anticlockwise)', () => {
    expect(centroid(NORTH_HOUSES[0]!)).toEqual([0.5, 0.25]);
    expect(centroid(NORTH_HOUSES[3]!)).toEqual([0.25, 0.5]);
    expect(centroid(NORTH_HOUSES[6]!)).toEqual([0.5, 0.75]);
    expect(centroid(NORTH_HOUSES[9]!)).toEqual([0.75, 0.5]);
    // house 2 is the upper-left triangle, 12 the upper-right
    expect(centroid(NORTH_HOUSES[1]!)[0]).toBeLessThan(0.5);
    expect(centroid(NORTH_HOUSES[11]!)[0]).toBeGreaterThan(0.5);
  });

  it('writes the sign number near the house corner closest to the centre, inside the house, clear of the grahas', () => {
    const { grahas, sign } = northAnchors(1);
    expect(sign[0]).toBeCloseTo(0.5, 9);
    expect(sign[1]).toBeGreaterThan(grahas[1]);
    expect(sign[1]).toBeLessThan(0.5);
    const two = northAnchors(2); // the upper-left triangle: its inner corner (0.25, 0.25) is below it
    expect(two.sign[0]).toBeCloseTo(0.25, 9);
    expect(two.sign[1]).toBeGreaterThan(two.grahas[1]);
    expect(two.sign[1]).toBeLessThan(0.25);
    for (let h = 1; h <= 12; h++) {
      const a = northAnchors(h);
      expect(Math.hypot(a.sign[0] - a.grahas[0], a.sign[1] - a.grahas[1])).toBeGreaterThan(0.05);
    }
  });

  it('counts signs from the lagna round the houses', () => {
    expect(signInHouse(1, 1)).toBe(1);
    expect(signInHouse(11, 1)).toBe(11);
    expect(signInHouse(11, 2)).toBe(12);
    expect(signInHouse(11, 3)).toBe(1);
    expect(signInHouse(12, 12)).toBe(11);
  });
});

describe('South Indian chart', () => {
  it('places the twelve signs once each round the border, Meena top-left, clockwise', () => {
    const cells = SOUTH_CELLS.map(([r, c]) => `${r},${c}`);
    expect(new Set(cells).size).toBe(12);
    for (const [r, c] of SOUTH_CELLS) expect(r === 0 || r === 3 || c === 0 || c === 3).toBe(true);
    expect(SOUTH_CELLS[11]).toEqual([0, 0]); // Meena
    expect(SOUTH_CELLS[0]).toEqual([0, 1]); // Mesha
    expect(SOUTH_CELLS[3]).toEqual([1, 3]); // Karka, down the right side
    expect(SOUTH_CELLS[8]).toEqual([3, 0]); // Dhanu, bottom-left
  });
});
