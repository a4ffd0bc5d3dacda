import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '@sankalp/shared/constants';

/** The current time, re-rendered every tick (1 s by the spec) while `active`. */
export function useNow(active = true, tickMs = COUNTDOWN_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(id);
  }, [active, tickMs]);
  return now;
}
