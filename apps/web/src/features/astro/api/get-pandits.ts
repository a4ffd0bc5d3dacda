import type { CatalogApi, Pandit } from '@sankalp/shared/api/catalog';
import { ApiError } from '../../../lib/api';
import { fetchPage, useCatalogPages, type PageOf } from '../../../lib/catalog/pages';

type Data = CatalogApi['GET /pandits'];

/** GET /pandits, one page. A 404 is silently read as "no astrologers" (spec part 3 § 7). */
export async function fetchPanditPage(cursor: string | null, signal?: AbortSignal): Promise<PageOf<Pandit>> {
  try {
    return await fetchPage<Data, Pandit>('/pandits', (d) => d.pandits, { cursor, signal });
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { items: [], page: { limit: 0, nextCursor: null } };
    throw e;
  }
}

export function usePandits() {
  return useCatalogPages<Pandit>({ queryKey: ['astro', 'pandits'], fetchPage: fetchPanditPage });
}
