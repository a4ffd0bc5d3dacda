import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Puja } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';
import { openPujasAtTemple } from '../lib/temple-pujas';

/** GET /pujas/all → data (every puja; the temple page keeps the open ones at its temple). */
export async function fetchAllPujas(signal?: AbortSignal) {
  return apiGet<CatalogApi['GET /pujas/all']>('/pujas/all', signal);
}

export function useTemplePujas(templeId: string | undefined) {
  return useQuery({
    queryKey: ['temples', 'pujas-all'],
    queryFn: ({ signal }) => fetchAllPujas(signal),
    select: (pujas: Puja[]) => openPujasAtTemple(pujas, templeId ?? ''),
    enabled: Boolean(templeId),
  });
}
