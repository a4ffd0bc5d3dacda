import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

export const templesQueryKey = ['temples', 'list'] as const;

/** GET /temples → data.temples */
export async function fetchTemples(signal?: AbortSignal) {
  const data = await apiGet<CatalogApi['GET /temples']>('/temples', signal);
  return data.temples;
}

export function useTemples() {
  return useQuery({ queryKey: templesQueryKey, queryFn: ({ signal }) => fetchTemples(signal) });
}
