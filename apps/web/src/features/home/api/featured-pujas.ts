import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';
import { bootDataOptions } from '../../../lib/boot-data';

type Pujas = CatalogApi['GET /pujas/'];

/** GET /pujas/ — the list the home page picks its featured pujas from. */
export const fetchFeaturedPujas = (signal?: AbortSignal) => apiGet<Pujas>('/pujas/', signal);

export function useFeaturedPujas() {
  return useQuery({
    queryKey: ['pujas', 'featured'],
    queryFn: ({ signal }) => fetchFeaturedPujas(signal),
    ...bootDataOptions<Pujas>('/pujas/'),
  });
}
