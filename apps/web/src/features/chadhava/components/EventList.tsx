import { useMemo } from 'react';
import { CalendarX2 } from 'lucide-react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import type { EventDateFilter } from '@sankalp/shared/constants';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import type { CatalogPages } from '../../../lib/catalog/pages';
import { useNow } from '../../../lib/use-now';
import { filterEvents, sortEvents } from '../lib/event-list';
import { EventCard } from './EventCard';
import { useChadhavaT } from '../i18n';

type Props = {
  list: CatalogPages<ChadhavaEvent>;
  q: string;
  when: EventDateFilter;
  onClearFilters: () => void;
};

/** How often the grid re-checks which events are open for its order and date filter. */
const ORDER_TICK_MS = 60_000;

/**
 * The event grid, a page at a time, with its loading, failure and both empty states (spec part 2
 * § 2, § 8). The server sends the events to come by date, then the last week's (most recent
 * first); open ones come first here too, so a next page adds below what is shown. Each card ticks its own countdown, only while on screen.
 */
export function EventList({ list, q, when, onClearFilters }: Props) {
  const { t } = useChadhavaT();
  const now = useNow(true, ORDER_TICK_MS);
  const shown = useMemo(() => sortEvents(filterEvents(list.items, { q: '', when }, now), now), [list.items, when, now]);
  if (list.status === 'pending' || list.retrying)
    return <CardGridSkeleton count={6} label={t('list.loading')} />;
  if (list.status === 'error') {
    return (
      <ErrorState
        title={t('list.failedTitle')}
        message={t('list.failedText')}
        onRetry={list.retry}
      />
    );
  }
  if (list.items.length === 0 && !q) {
    return (
      <EmptyState
        title={t('list.noneTitle')}
        message={t('list.noneText')}
        action={<ButtonLink to="/pujas">{t('list.bookPuja')}</ButtonLink>}
      />
    );
  }
  // Also announces "Showing N events" as the filters or pages change.
  const footer = <ShowMore count={shown.length} noun="events" list={list} />;
  return (
    <>
      {shown.length === 0 && !list.hasMore ? (
        <EmptyState
          icon={<CalendarX2 className="h-12 w-12" aria-hidden />}
          title={t('list.noMatchTitle')}
          message={t('list.noMatchText')}
          action={
            <Button variant="outline" onClick={onClearFilters}>
              {t('list.clearFilters')}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((e, i) => (
            <li key={e._id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <EventCard event={e} eager={i < 3} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {footer}
    </>
  );
}
