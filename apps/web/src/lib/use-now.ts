import { useMemo } from 'react';
import { COUNTDOWN_TICK_MS } from '@sankalp/shared/constants';
import { useClock } from './clock';

const identity = (ms: number) => ms;

/**
 * The current time, re-rendered every tick (1 s by the spec) while `active`. Every caller reads
 * the one shared clock (lib/clock.ts), so countdowns tick together on one timer.
 */
export function useNow(active = true, tickMs = COUNTDOWN_TICK_MS): Date {
  const ms = useClock(identity, tickMs, active);
  return useMemo(() => new Date(ms), [ms]);
}
