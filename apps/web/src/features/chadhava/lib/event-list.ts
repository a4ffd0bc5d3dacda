import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { EVENT_DATE_FILTERS, type EventDateFilter } from '@sankalp/shared/constants';
import { eventDateFilter, eventState, toMillis, type DateInput } from '@sankalp/shared/timing';
import { chadhavaT } from '../i18n';

/** The `when` URL parameter as a filter; anything unknown means 'all'. */
export function parseWhen(value: string | null | undefined): EventDateFilter {
  return (EVENT_DATE_FILTERS as readonly string[]).includes(value ?? '') ? (value as EventDateFilter) : 'all';
}

/** A date chip's words, in the reader's language. */
export const whenLabel = (when: EventDateFilter): string => chadhavaT(`filters.${when}`);

type Searchable = Pick<ChadhavaEvent, 'name'> & { temple?: { name?: string | null } | string | null };

export const templeNameOf = (temple: Searchable['temple']): string =>
  (typeof temple === 'string' ? temple : temple?.name) ?? '';

/** Search by event name or temple, case-insensitive; a blank query matches everything. */
export function matchesEventSearch(event: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return event.name.toLowerCase().includes(q) || templeNameOf(event.temple).toLowerCase().includes(q);
}

export function filterEvents<E extends Searchable & { date: DateInput }>(
  events: readonly E[],
  { q, when }: { q: string; when: EventDateFilter },
  now: DateInput,
): E[] {
  return events.filter((e) => matchesEventSearch(e, q) && eventDateFilter(e.date, when, now));
}

/** Open events first (soonest first), then fully booked ones, then closed ones (most recent first). */
export function sortEvents(events: readonly ChadhavaEvent[], now: DateInput): ChadhavaEvent[] {
  const rank = (e: ChadhavaEvent) => {
    const s = eventState(e, now);
    return s === 'closed' ? 2 : s === 'full' ? 1 : 0;
  };
  return [...events].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    const diff = toMillis(a.date) - toMillis(b.date);
    return ra === 2 ? -diff : diff;
  });
}
