import { pujaStatus, type DateInput } from '@sankalp/shared/timing';

/**
 * The pujas page lists every puja, but the ones a devotee can still join come first: open
 * pujas (live or upcoming) in the server's order, then the closed ones.
 */
export function openPujasFirst<T extends { startTime: string; endTime: string }>(
  pujas: readonly T[],
  now: DateInput = Date.now(),
): T[] {
  const open: T[] = [];
  const closed: T[] = [];
  for (const p of pujas) (pujaStatus(p.startTime, p.endTime, now) === 'closed' ? closed : open).push(p);
  return [...open, ...closed];
}
