import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Stream } from '@sankalp/shared/api/catalog';
import { fetchPage, useCatalogPages } from '../../../lib/catalog/pages';

type Data = CatalogApi['GET /livestream'];

export const streamsQueryKey = ['live', 'streams'] as const;

/** GET /livestream, one page: live streams first (most watched), then the others by start time. */
export const fetchStreamPage = (cursor: string | null, signal?: AbortSignal) =>
  fetchPage<Data, Stream>('/livestream', (d) => d, { cursor, signal });

/** The live list, a page at a time. */
export function useStreamPages() {
  return useCatalogPages<Stream>({ queryKey: [...streamsQueryKey, 'pages'], fetchPage: fetchStreamPage });
}

/**
 * The first page only: the live and most watched streams the server puts first, which is what the
 * recommendations and "other live pujas" pick from.
 */
export function useStreams() {
  return useQuery({
    queryKey: [...streamsQueryKey, 'first'],
    queryFn: async ({ signal }) => (await fetchStreamPage(null, signal)).items,
  });
}
