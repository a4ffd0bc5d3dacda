import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrating } from './use-hydrating';


/**
 * State that starts from what this browser stored (a draft, a choice kept over a refresh). The
 * server cannot read the devotee's storage, so a server render, and the hydration of its page,
 * start from `fallback` and take the stored value right after (docs/decisions/014); any other
 * render starts from it at once. `restored` says when the stored value is in: write the state back
 * to storage only then, or the fallback would overwrite what was kept.
 */
export function useStoredState<T>(read: () => T, fallback: T): [T, Dispatch<SetStateAction<T>>, boolean] {
  const hydrating = useHydrating();
  const [value, setValue] = useState(() => (hydrating ? fallback : read()));
  const [restored, setRestored] = useState(!hydrating);
  useEffect(() => {
    if (restored) return;
    setValue(read());
    setRestored(true);
    // Once, after hydration: `read` is the caller's loader as of then.
  }, []);
  return [value, setValue, restored];
}
