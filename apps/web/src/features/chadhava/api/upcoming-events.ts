import type { CatalogApi, ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { fetchPage, useCatalogPages } from '../../../lib/catalog/pages';

export type UpcomingEvents = CatalogApi['GET /chadhava-events/upcoming'];

export const upcomingEventsKey = (q: string) => ['chadhava', 'upcoming', q] as const;

/**
 * One page of upcoming events (the server also returns those of the last 7 days so "Closed" can
 * show); `q` matches the event or temple name on the server.
 */
export const fetchUpcomingEventPage = (q: string, cursor: string | null, signal?: AbortSignal) =>
  fetchPage<UpcomingEvents, ChadhavaEvent>('/chadhava-events/upcoming', (d) => d.events ?? [], {
    cursor,
    params: { q },
    signal,
  });

export const useUpcomingEvents = (q: string) =>
  useCatalogPages<ChadhavaEvent>({
    queryKey: upcomingEventsKey(q),
    fetchPage: (cursor, signal) => fetchUpcomingEventPage(q, cursor, signal),
  });
