import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { chadhavaT } from '../i18n';
import { serverSlotsLeft } from './selection';
import {
  countdownParts,
  eventState,
  type CountdownParts,
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
  /** Offer Chadhava, Fully Booked or Closed, in the reader's language. */
  action: { label: string; disabled: boolean };
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
    countdown: state === 'not_started' && event.date != null ? countdown(countdownParts(event.date, now)) : null,
    slotsNote: open && left !== null ? chadhavaT('card.onlyLeft', { n: left }) : null,
    action:
      state === 'full'
        ? { label: chadhavaT('card.fullyBooked'), disabled: true }
        : state === 'closed'
          ? { label: chadhavaT('card.closed'), disabled: true }
          : { label: chadhavaT('card.offer'), disabled: false },
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** '2d 05:10:22' / '2 दिन 05:10:22'; under a day just the clock (as formatCountdown). */
function countdown(parts: CountdownParts): string {
  const clock = `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}`;
  return parts.days > 0 ? chadhavaT('card.countdownDays', { days: parts.days, clock }) : clock;
}

/**
 * The price line of a card: the base price when there is one; for an event without a base fee,
 * what its cheapest offering costs (at least one offering is needed to book).
 */
export function cardPrice(event: Pick<ChadhavaEvent, 'basePrice' | 'offerings'>): { label: string; value: number } {
  if (event.basePrice > 0) return { label: chadhavaT('card.basePrice'), value: event.basePrice };
  const prices = (event.offerings ?? []).map((o) => o.price).filter((p) => Number.isFinite(p) && p > 0);
  return prices.length > 0
    ? { label: chadhavaT('card.offeringsFrom'), value: Math.min(...prices) }
    : { label: chadhavaT('card.basePrice'), value: 0 };
}
