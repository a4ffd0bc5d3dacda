import { CalendarX2 } from 'lucide-react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import type { EventDateFilter } from '@sankalp/shared/constants';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useNow } from '../../../lib/use-now';
import { filterEvents, sortEvents } from '../lib/event-list';
import { EventCard } from './EventCard';

type Props = {
  events: ChadhavaEvent[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  q: string;
  when: EventDateFilter;
  onClearFilters: () => void;
};

/** The event grid with its loading, failure and both empty states (spec part 2 § 2, § 8). */
export function EventList({ events, status, onRetry, q, when, onClearFilters }: Props) {
  // One clock for every card: countdowns tick each second, states flip on time.
  const now = useNow();
  if (status === 'pending') return <CardGridSkeleton count={6} label="Loading upcoming events…" />;
  if (status === 'error' || !events) {
    return (
      <ErrorState
        title="Events could not be loaded"
        message="Failed to load upcoming events. Please try again later."
        onRetry={onRetry}
      />
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState
        title="No upcoming events available at the moment"
        message="New temple events are added often. Meanwhile, you can book a puja in your name."
        action={<ButtonLink to="/pujas">Book a Puja</ButtonLink>}
      />
    );
  }
  const shown = sortEvents(filterEvents(events, { q, when }, now), now);
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {shown.length === 1 ? '1 event found' : `${shown.length} events found`}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 className="h-12 w-12" aria-hidden />}
          title="No events match your current filters"
          message="Try another date or a different search."
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((e, i) => (
            <li key={e._id} className="flex">
              <div className="flex w-full flex-col [&>article]:flex-1">
                <EventCard event={e} now={now} eager={i < 3} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
