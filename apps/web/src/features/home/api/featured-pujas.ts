import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { apiGet } from '../../../lib/api';

type Pujas = CatalogApi['GET /pujas/'];

/** GET /pujas/ — the list the home page picks its featured pujas from. */
export const fetchFeaturedPujas = (signal?: AbortSignal) => apiGet<Pujas>(catalogPaths.featuredPujas(), signal);

export function useFeaturedPujas() {
  return useQuery({
    queryKey: ['pujas', 'featured'],
    queryFn: ({ signal }) => fetchFeaturedPujas(signal),
  });
}
