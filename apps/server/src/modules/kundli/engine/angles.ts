/** Angle helpers, degrees throughout. */
export const DEG = Math.PI / 180;

/** x reduced to [0, 360). */
export function norm360(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** x reduced to (−180, 180]. */
export function norm180(x: number): number {
  const r = norm360(x);
  return r > 180 ? r - 360 : r;
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
