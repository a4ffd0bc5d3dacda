import { useCallback } from 'react';
import { pujaStatus, type DateInput, type PujaStatus } from '@sankalp/shared/timing';
import { useClock } from '../../lib/clock';

/**
 * The puja's state (upcoming / live / closed) read from the shared clock, re-rendering only when
 * it changes rather than every second, so a page of cards does not repaint each tick (the badges
 * tick on their own) and no card keeps a timer of its own.
 */
export function usePujaStatus(startTime: DateInput, endTime: DateInput): PujaStatus {
  const read = useCallback((now: number) => pujaStatus(startTime, endTime, now), [startTime, endTime]);
  return useClock(read, undefined, pujaStatus(startTime, endTime) !== 'closed');
}
