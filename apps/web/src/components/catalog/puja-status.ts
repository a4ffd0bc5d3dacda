import { toMillis, type DateInput } from '@sankalp/shared/timing';

/** setTimeout fires at once for delays beyond a signed 32-bit int (~24.8 days): wait in hops. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Milliseconds until a puja next changes state (upcoming → live at startTime, live → closed
 * just after endTime), capped for setTimeout; null once closed or when a time is invalid.
 */
export function msUntilStatusChange(
  startTime: DateInput,
  endTime: DateInput,
  now: DateInput = Date.now(),
): number | null {
  const start = toMillis(startTime);
  const end = toMillis(endTime);
  const t = toMillis(now);
  if ([start, end, t].some(Number.isNaN)) return null;
  if (t < start) return Math.min(start - t, MAX_TIMER_MS);
  if (t <= end) return Math.min(end - t + 1, MAX_TIMER_MS);
  return null;
}
