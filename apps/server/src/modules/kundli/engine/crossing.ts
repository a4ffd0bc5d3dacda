/**
 * When does a steadily increasing angle (the Moon's longitude, the Moon−Sun elongation, their sum)
 * next reach a target? Newton steps on a numerically measured rate; each of these angles moves
 * forward at 11-16° a day, so a few steps reach a second of time.
 */
import { DAY_MS, norm180, norm360 } from './angles';

const STEP_MS = 10 * 60_000;

export function nextCrossing(
  angleAt: (ms: number) => number,
  target: number,
  fromMs: number,
  limitMs: number,
): number | null {
  let t = fromMs;
  let gap = norm360(target - angleAt(t)); // forward distance, degrees
  for (let i = 0; i < 30; i++) {
    const rate = norm180(angleAt(t + STEP_MS) - angleAt(t)) / (STEP_MS / DAY_MS); // degrees a day
    if (!(rate > 0)) return null;
    t += (gap / rate) * DAY_MS;
    if (t > limitMs + DAY_MS) return null;
    gap = norm180(target - angleAt(t));
    if (Math.abs(gap) < 1e-6) break;
  }
  return t <= limitMs ? t : null;
}
