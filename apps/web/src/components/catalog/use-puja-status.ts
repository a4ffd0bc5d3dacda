import { useEffect, useState } from 'react';
import { pujaStatus, type DateInput, type PujaStatus } from '@sankalp/shared/timing';
import { msUntilStatusChange } from './puja-status';

/**
 * The puja's state (upcoming / live / closed), re-rendering only when it changes rather than
 * every second, so a page of cards does not repaint each tick (the badges tick on their own).
 */
export function usePujaStatus(startTime: DateInput, endTime: DateInput): PujaStatus {
  const [status, setStatus] = useState(() => pujaStatus(startTime, endTime));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      setStatus(pujaStatus(startTime, endTime));
      const wait = msUntilStatusChange(startTime, endTime);
      if (wait !== null) timer = setTimeout(check, wait);
    };
    check();
    return () => clearTimeout(timer);
  }, [startTime, endTime]);
  return status;
}
