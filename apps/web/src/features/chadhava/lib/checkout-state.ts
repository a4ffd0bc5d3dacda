import type { ChadhavaEvent, EventOffering } from '@sankalp/shared/api/catalog';
import { cleanSelection, selectedLines, selectionTotal, type Selection } from './selection';

/** What the event page hands to /chadhava-checkout (spec part 2 § 2). */
export type ChadhavaCheckoutState = {
  event: ChadhavaEvent;
  selectedOfferings: { offering: string; name: string; price: number; quantity: number; subtotal: number }[];
  offeringsData: EventOffering[];
  total: number;
};

/** An event's pages are addressed by its slug: its name is in the reader's language (a Hindi name is no address). */
type Addressed = { slug: string };
export const eventPath = (event: Addressed) => `/chadhava-details/${event.slug}`;
export const checkoutPath = (event: Addressed) => `/chadhava-checkout/${event.slug}`;
/** /chadhava-checkout-success/{slug}?booking={id} (the access key is remembered, or the link carries `&key=`). */
export const successPath = (event: Addressed, bookingId: string) =>
  `/chadhava-checkout-success/${event.slug}?booking=${encodeURIComponent(bookingId)}`;

export function buildCheckoutState(event: ChadhavaEvent, sel: Selection): ChadhavaCheckoutState {
  return {
    event,
    selectedOfferings: selectedLines(event.offerings, sel).map((l) => ({
      offering: l.offering._id,
      name: l.offering.name,
      price: l.offering.price,
      quantity: l.quantity,
      subtotal: l.subtotal,
    })),
    offeringsData: event.offerings,
    total: selectionTotal(event, sel),
  };
}

/** The offerings the event page handed over, when the state is this event's (else null). */
export function selectionFromState(state: Partial<ChadhavaCheckoutState> | null | undefined, event: ChadhavaEvent): Selection | null {
  if (!state?.event || state.event._id !== event._id || !Array.isArray(state.selectedOfferings)) return null;
  const picked = Object.fromEntries(state.selectedOfferings.map((l) => [l.offering, l.quantity]));
  const selection = cleanSelection(picked, event.offerings);
  return Object.keys(selection).length > 0 ? selection : null;
}
