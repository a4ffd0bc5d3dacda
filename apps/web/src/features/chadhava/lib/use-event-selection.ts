import { useEffect, useState } from 'react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { loadSelection, saveSelection } from './selection-storage';
import { addOffering, changeQuantity, type Selection } from './selection';
import { useStoredState } from '../../../lib/use-stored-state';

/**
 * The offerings picked for one event, kept in sessionStorage so a refresh keeps them, and
 * whether the devotee has interacted yet (messages show only after that).
 */
const NOTHING: Selection = {};

export function useEventSelection(event: ChadhavaEvent) {
  const [selection, setSelection, restored] = useStoredState<Selection>(() => loadSelection(event._id, event.offerings), NOTHING);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (restored) saveSelection(event._id, event.offerings, selection);
  }, [event._id, event.offerings, selection, restored]);

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
