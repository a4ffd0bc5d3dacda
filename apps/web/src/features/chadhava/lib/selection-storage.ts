import type { EventOffering } from '@sankalp/shared/api/catalog';
import { cleanSelection, type Selection } from './selection';

// A refresh must not lose what the devotee picked (ARCHITECTURE.md, URL first).
const key = (eventId: string) => `sankalp:chadhava-selection:${eventId}`;

export function loadSelection(eventId: string, offerings: readonly EventOffering[]): Selection {
  try {
    return cleanSelection(JSON.parse(sessionStorage.getItem(key(eventId)) ?? 'null'), offerings);
  } catch {
    return {};
  }
}

export function saveSelection(eventId: string, sel: Selection) {
  try {
    if (Object.keys(sel).length === 0) sessionStorage.removeItem(key(eventId));
    else sessionStorage.setItem(key(eventId), JSON.stringify(sel));
  } catch {
    // Storage full or blocked (private mode): the selection still works for this visit.
  }
}
