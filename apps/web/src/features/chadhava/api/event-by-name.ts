import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { matchesSlug } from '@sankalp/shared/slug';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { ApiError, apiGet } from '../../../lib/api';
import { bootDataOptions } from '../../../lib/boot-data';

type EventByName = CatalogApi['GET /chadhava-events/getChadhavaEventByName/{name}'];

export async function fetchEventByName(name: string, signal?: AbortSignal): Promise<ChadhavaEvent> {
  const data = await apiGet<EventByName | null>(catalogPaths.eventByName(name), signal);
  if (!data?.event) throw new ApiError('Event not found', 404);
  return data.event;
}

/**
 * The event named by the route. The HTML's boot data seeds it when it has the event; otherwise an
 * event passed in navigation state does, when it is the same one.
 */
export function useEventByName(name: string, seed?: ChadhavaEvent | null) {
  const fromState = seed && matchesSlug(seed.name, name) ? seed : undefined;
  const boot = bootDataOptions<EventByName, ChadhavaEvent>(catalogPaths.eventByName(name), (d) => d.event);
  return useQuery({
    queryKey: ['chadhava', 'event', name],
    queryFn: ({ signal }) => fetchEventByName(name, signal),
    initialData: () => boot.initialData() ?? fromState,
    // The list's copy may be a little old: refresh it in the background.
    initialDataUpdatedAt: fromState ? 0 : boot.initialDataUpdatedAt,
    enabled: name !== '',
  });
}
