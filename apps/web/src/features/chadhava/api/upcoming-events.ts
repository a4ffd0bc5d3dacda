import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

export type UpcomingEvents = CatalogApi['GET /chadhava-events/upcoming'];

/** Upcoming events; the server also returns those of the last 7 days so "Closed" can show. */
export const fetchUpcomingEvents = (signal?: AbortSignal) =>
  apiGet<UpcomingEvents | null>('/chadhava-events/upcoming', signal).then((d) => d?.events ?? []);

export const useUpcomingEvents = () =>
  useQuery({ queryKey: ['chadhava', 'upcoming'], queryFn: ({ signal }) => fetchUpcomingEvents(signal) });
