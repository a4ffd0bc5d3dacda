import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { matchesSlug } from '@sankalp/shared/slug';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { ApiError, apiGet } from '../../../lib/api';

type EventByName = CatalogApi['GET /chadhava-events/getChadhavaEventByName/{name}'];

export async function fetchEventByName(name: string, signal?: AbortSignal): Promise<ChadhavaEvent> {
  const data = await apiGet<EventByName | null>(catalogPaths.eventByName(name), signal);
  if (!data?.event) throw new ApiError('Event not found', 404);
  return data.event;
}

/**
 * The event named by the route, seeded by an event passed in navigation state when it is the same
 * one (a server-rendered page has the record itself).
 */
export function useEventByName(name: string, seed?: ChadhavaEvent | null) {
  const fromState = seed && matchesSlug(seed.name, name) ? seed : undefined;
  return useQuery({
    queryKey: ['chadhava', 'event', name],
    queryFn: ({ signal }) => fetchEventByName(name, signal),
    initialData: fromState,
    // The list's copy may be a little old: refresh it in the background.
    initialDataUpdatedAt: 0,
    enabled: name !== '',
  });
}
