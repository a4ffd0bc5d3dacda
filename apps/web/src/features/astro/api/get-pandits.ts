import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { ApiError, apiGet } from '../../../lib/api';

type Data = CatalogApi['GET /pandits'];

/** GET /pandits. A 404 is silently read as "no astrologers" (spec part 3 § 7). */
export async function fetchPandits(signal?: AbortSignal): Promise<Data> {
  try {
    return await apiGet<Data>('/pandits', signal);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { pandits: [] };
    throw e;
  }
}

export function usePandits() {
  return useQuery({
    queryKey: ['astro', 'pandits'],
    queryFn: ({ signal }) => fetchPandits(signal),
    select: (d) => d.pandits,
  });
}
