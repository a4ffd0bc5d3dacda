import type { ChadhavaEvent, EventOffering } from '@sankalp/shared/api/catalog';
import { slugify } from '@sankalp/shared/slug';
import { selectedLines, selectionTotal, type Selection } from './selection';

/** What the event page hands to /chadhava-checkout (spec part 2 § 2). */
export type ChadhavaCheckoutState = {
  event: ChadhavaEvent;
  selectedOfferings: { offering: string; name: string; price: number; quantity: number; subtotal: number }[];
  offeringsData: EventOffering[];
  total: number;
};

export const eventPath = (name: string) => `/chadhava-details/${slugify(name)}`;
export const checkoutPath = (name: string) => `/chadhava-checkout/${slugify(name)}`;

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
