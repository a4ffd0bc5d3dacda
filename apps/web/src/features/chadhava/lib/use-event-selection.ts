import { useEffect, useState } from 'react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { loadSelection, saveSelection } from './selection-storage';
import { addOffering, changeQuantity, type Selection } from './selection';

/**
 * The offerings picked for one event, kept in sessionStorage so a refresh keeps them, and
 * whether the devotee has interacted yet (messages show only after that).
 */
export function useEventSelection(event: ChadhavaEvent) {
  const [selection, setSelection] = useState<Selection>(() => loadSelection(event._id, event.offerings));
  const [touched, setTouched] = useState(false);

  useEffect(() => saveSelection(event._id, event.offerings, selection), [event._id, event.offerings, selection]);

  const update = (next: (s: Selection) => Selection) => {
    setTouched(true);
    setSelection(next);
  };
  return {
    selection,
    touched,
    touch: () => setTouched(true),
    add: (id: string) => update((s) => addOffering(s, id)),
    change: (id: string, delta: 1 | -1) => update((s) => changeQuantity(s, id, delta)),
  };
}
