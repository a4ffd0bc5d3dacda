/**
 * Geometry of the two chart styles, shared by the web's SVG charts and the server's PDF so both
 * draw the same thing. Coordinates are in a unit square (x right, y down); scale them to the size
 * you draw at.
 *
 * North Indian: the houses are fixed (house 1 the top diamond, counting anticlockwise) and each
 * house shows the number of the sign in it. South Indian: the signs are fixed (Meena top-left,
 * Mesha next, running clockwise round the border of a 4×4 grid) and the lagna's sign is marked.
 */

import type { Kundli, PlanetPosition } from './api/kundli';

export type Point = readonly [x: number, y: number];

const TL: Point = [0, 0];
const TR: Point = [1, 0];
const BR: Point = [1, 1];
const BL: Point = [0, 1];
const T: Point = [0.5, 0];
const R: Point = [1, 0.5];
const B: Point = [0.5, 1];
const L: Point = [0, 0.5];
const C: Point = [0.5, 0.5];
const P1: Point = [0.25, 0.25];
const P2: Point = [0.75, 0.25];
const P3: Point = [0.75, 0.75];
const P4: Point = [0.25, 0.75];

/** North Indian houses 1-12 (index = house − 1) as polygons. */
export const NORTH_HOUSES: readonly (readonly Point[])[] = [
  [T, P2, C, P1],
  [TL, T, P1],
  [TL, P1, L],
  [L, P1, C, P4],
  [L, P4, BL],
  [BL, P4, B],
  [B, P4, C, P3],
  [B, P3, BR],
  [BR, P3, R],
  [R, P3, C, P2],
  [R, P2, TR],
  [TR, P2, T],
];

/** The lines that draw the North Indian frame: the square, its diagonals and the inner diamond. */
export const NORTH_LINES: readonly (readonly [Point, Point])[] = [
  [TL, TR],
  [TR, BR],
  [BR, BL],
  [BL, TL],
  [TL, BR],
  [TR, BL],
  [T, R],
  [R, B],
  [B, L],
  [L, T],
];

export function centroid(poly: readonly Point[]): Point {
  const n = poly.length;
  return [poly.reduce((s, p) => s + p[0], 0) / n, poly.reduce((s, p) => s + p[1], 0) / n];
}

/**
 * Where a North Indian house's grahas are written (its centroid, pulled a little outwards in the
 * four big diamonds) and where its sign number sits: just off the house's corner nearest the
 * chart's centre, the traditional place, clear of the grahas.
 */
export function northAnchors(house: number): { grahas: Point; sign: Point } {
  const poly = NORTH_HOUSES[house - 1]!;
  const c = centroid(poly);
  const dist = (p: Point) => Math.hypot(p[0] - C[0], p[1] - C[1]);
  const inner = poly.reduce((best, p) => (dist(p) < dist(best) ? p : best));
  const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const diamond = poly.length === 4;
  return { grahas: diamond ? lerp(C, c, 1.15) : c, sign: lerp(inner, c, diamond ? 0.28 : 0.32) };
}

/** The sign (1-12) in a North Indian house, given the lagna's sign: house 1 holds the lagna's sign. */
export const signInHouse = (lagnaSign: number, house: number): number => ((lagnaSign - 1 + house - 1) % 12) + 1;

/** South Indian cell [row, column] of each sign 1-12 (index = sign − 1) in a 4×4 grid. */
export const SOUTH_CELLS: readonly (readonly [row: number, col: number])[] = [
  [0, 1], // Mesha
  [0, 2], // Vrishabha
  [0, 3], // Mithuna
  [1, 3], // Karka
  [2, 3], // Simha
  [3, 3], // Kanya
  [3, 2], // Tula
  [3, 1], // Vrishchika
  [3, 0], // Dhanu
  [2, 0], // Makara
  [1, 0], // Kumbha
  [0, 0], // Meena
];

/** Short labels for the grahas and the lagna, as written in the charts. */
export const GRAHA_ABBR = {
  Lagna: 'As',
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
} as const;

/**
 * A graha as written in a chart: its abbreviation, with (R) when retrograde. Rahu and Ketu always
 * move backwards, so they carry no mark.
 */
export function chartLabel(p: Pick<PlanetPosition, 'name' | 'retrograde'>): string {
  const marked = p.retrograde && p.name !== 'Rahu' && p.name !== 'Ketu';
  return `${GRAHA_ABBR[p.name]}${marked ? '(R)' : ''}`;
}

/** The labels in each house 1-12 (index = house − 1), the lagna's "As" first in house 1. */
export function labelsByHouse(k: Pick<Kundli, 'planets'>): string[][] {
  const houses: string[][] = Array.from({ length: 12 }, () => []);
  houses[0]!.push(GRAHA_ABBR.Lagna);
  for (const p of k.planets) houses[p.house - 1]!.push(chartLabel(p));
  return houses;
}

/** The labels in each sign 1-12 (index = sign − 1), "As" in the lagna's sign. */
export function labelsBySign(k: Pick<Kundli, 'planets' | 'lagna'>): string[][] {
  const signs: string[][] = Array.from({ length: 12 }, () => []);
  signs[k.lagna.sign - 1]!.push(GRAHA_ABBR.Lagna);
  for (const p of k.planets) signs[p.sign - 1]!.push(chartLabel(p));
  return signs;
}
