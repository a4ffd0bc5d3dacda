import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

export const streamsQueryKey = ['live', 'streams'] as const;

/** GET /livestream → data (every stream). */
export async function fetchStreams(signal?: AbortSignal) {
  return apiGet<CatalogApi['GET /livestream']>('/livestream', signal);
}

export function useStreams() {
  return useQuery({ queryKey: streamsQueryKey, queryFn: ({ signal }) => fetchStreams(signal) });
}
