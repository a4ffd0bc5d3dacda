import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogApi, Stream } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';
import { streamsQueryKey } from './get-streams';

/** GET /livestream/{id} → data (a malformed id answers 400, an unknown one 404). */
export async function fetchStream(id: string, signal?: AbortSignal) {
  return apiGet<CatalogApi['GET /livestream/{id}']>(`/livestream/${encodeURIComponent(id)}`, signal);
}

/**
 * One stream by id. A stream handed over in navigation state, or already in the loaded list,
 * shows at once while the page refreshes it.
 */
export function useStream(id: string, fromNavigation?: Stream) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['live', 'stream', id],
    queryFn: ({ signal }) => fetchStream(id, signal),
    initialData: () =>
      fromNavigation?._id === id
        ? fromNavigation
        : client.getQueryData<Stream[]>(streamsQueryKey)?.find((s) => s._id === id),
  });
}
