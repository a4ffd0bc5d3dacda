import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { serverSlotsLeft } from './selection';
import {
  countdownParts,
  eventState,
  formatCountdown,
  type DateInput,
  type EventLike,
  type EventState,
} from '@sankalp/shared/timing';

export type EventCardView = {
  state: EventState;
  /** Days then h:m:s until the event, only while it has not started. */
  countdown: string | null;
  /** 'Only N left' when the event has a participant limit and can still be booked. */
  slotsNote: string | null;
  action: { label: 'Offer Chadhava' | 'Fully Booked' | 'Closed'; disabled: boolean };
};

/**
 * What an event card shows (spec part 2 § 2, Chadhava landing; § 4, Event states). Places left
 * are the server's (slots held by devotees paying count as taken): none left is Fully Booked.
 */
export function eventCardView(event: EventLike & { availableSlots?: number | null }, now: DateInput): EventCardView {
  const left = serverSlotsLeft(event);
  const dated = eventState(event, now);
  const state: EventState = (dated === 'not_started' || dated === 'bookable') && left === 0 ? 'full' : dated;
  const open = state === 'not_started' || state === 'bookable';
  return {
    state,
    countdown: state === 'not_started' && event.date != null ? formatCountdown(countdownParts(event.date, now)) : null,
    slotsNote: open && left !== null ? `Only ${left} left` : null,
    action:
      state === 'full'
        ? { label: 'Fully Booked', disabled: true }
        : state === 'closed'
          ? { label: 'Closed', disabled: true }
          : { label: 'Offer Chadhava', disabled: false },
  };
}

/**
 * The price line of a card: the base price when there is one; for an event without a base fee,
 * what its cheapest offering costs (at least one offering is needed to book).
 */
export function cardPrice(event: Pick<ChadhavaEvent, 'basePrice' | 'offerings'>): { label: string; value: number } {
  if (event.basePrice > 0) return { label: 'Base price', value: event.basePrice };
  const prices = (event.offerings ?? []).map((o) => o.price).filter((p) => Number.isFinite(p) && p > 0);
  return prices.length > 0
    ? { label: 'Offerings from', value: Math.min(...prices) }
    : { label: 'Base price', value: 0 };
}
