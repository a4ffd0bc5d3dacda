import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';

type Pujas = CatalogApi['GET /pujas/all'];

/** GET /pujas/all — every puja for the pujas page; a failure throws (spec part 1 § 8). */
export const fetchAllPujas = (signal?: AbortSignal) => apiGet<Pujas>('/pujas/all', signal);

export function useAllPujas() {
  return useQuery({ queryKey: ['pujas', 'all'], queryFn: ({ signal }) => fetchAllPujas(signal) });
}
