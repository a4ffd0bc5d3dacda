import { ListSearch } from '../../../components/catalog/ListSearch';
import { EVENT_DATE_FILTERS, type EventDateFilter } from '@sankalp/shared/constants';
import { whenLabel } from '../lib/event-list';
import { useChadhavaT } from '../i18n';

type Props = {
  q: string;
  when: EventDateFilter;
  onSearch: (q: string) => void;
  onWhen: (w: EventDateFilter) => void;
};

/** Search by event or temple (the server's, debounced), and the five date filters (both kept in the URL by the page). */
export function EventFilters({ q, when, onSearch, onWhen }: Props) {
  const { t } = useChadhavaT();
  return (
    <div className="flex flex-col gap-4 rounded-[12px] bg-white p-4 shadow-raised md:flex-row md:items-center md:justify-between">
      <div className="md:w-80">
        <ListSearch
          id="event-search"
          label={t('filters.searchLabel')}
          placeholder={t('filters.searchPlaceholder')}
          value={q}
          onSearch={onSearch}
        />
      </div>
      <div role="group" aria-label={t('filters.dateGroup')} className="flex flex-wrap gap-2">
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
            {whenLabel(w)}
          </button>
        ))}
      </div>
    </div>
  );
}
