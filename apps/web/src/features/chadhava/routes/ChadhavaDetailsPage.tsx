import { useLocation, useParams } from 'react-router';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { decodeSlugParam } from '@sankalp/shared/slug';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { useEventByName } from '../api/event-by-name';
import { EventBooking } from '../components/EventBooking';
import { EventDetailsSkeleton } from '../components/EventDetailsSkeleton';
import { EventLoadFailure } from '../components/EventLoadFailure';
import { useChadhavaT } from '../i18n';

export default function ChadhavaDetailsPage() {
  const name = decodeSlugParam(useParams().name ?? '');
  const seed = (useLocation().state as { event?: ChadhavaEvent } | null)?.event;
  const query = useEventByName(name, seed);
  const { t } = useChadhavaT();
  useTitle(query.data?.name ?? t('titles.event'));

  // Keyed by event so a different event starts with its own saved selection.
  if (query.data) return <EventBooking key={query.data._id} event={query.data} />;
  if (query.isError) return <EventLoadFailure notFound={isNotFound(query.error)} />;
  return <EventDetailsSkeleton />;
}
