import { useEffect, type RefObject } from 'react';

/**
 * Keeps what was typed into a field of a server-rendered page before the page hydrated: the text
 * is in the field, but not in React's state, so a search would run on the old value. Once
 * mounted, the field's own text becomes the state (issue 12, decision 014).
 */
export function useEarlyInput(ref: RefObject<HTMLInputElement | null>, value: string, setValue: (v: string) => void) {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, at mount: later differences are React's own updates.
  }, []);
}
