import { Search, X } from 'lucide-react';
import { EVENT_DATE_FILTERS, type EventDateFilter } from '@sankalp/shared/constants';
import { WHEN_LABELS } from '../lib/event-list';

type Props = {
  q: string;
  when: EventDateFilter;
  onSearch: (q: string) => void;
  onWhen: (w: EventDateFilter) => void;
};

/** Search by event or temple, and the five date filters (both kept in the URL by the page). */
export function EventFilters({ q, when, onSearch, onWhen }: Props) {
  return (
    <div className="flex flex-col gap-4 rounded-[12px] bg-white p-4 shadow-raised md:flex-row md:items-center md:justify-between">
      <div className="relative md:w-80">
        <label htmlFor="event-search" className="sr-only">
          Search events by name or temple
        </label>
        <Search
          className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-600"
          aria-hidden
        />
        <input
          id="event-search"
          type="search"
          value={q}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search event or temple"
          autoComplete="off"
          className="min-h-11 w-full rounded-full border border-cream-200 bg-cream-50 pl-11 pr-11 text-ink-900 placeholder:text-ink-600 focus:border-saffron-500 [&::-webkit-search-cancel-button]:hidden"
        />
        {q && (
          <button
            type="button"
            onClick={() => onSearch('')}
            aria-label="Clear search"
            className="absolute right-1 top-1/2 inline-flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full text-ink-600 hover:bg-cream-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
      <div role="group" aria-label="Filter events by date" className="flex flex-wrap gap-2">
        {EVENT_DATE_FILTERS.map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={when === w}
            onClick={() => onWhen(w)}
            className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
              when === w
                ? 'border-saffron-600 bg-saffron-600 text-white'
                : 'border-cream-200 bg-white text-ink-900 hover:border-saffron-500'
            }`}
          >
            {WHEN_LABELS[w]}
          </button>
        ))}
      </div>
    </div>
  );
}
