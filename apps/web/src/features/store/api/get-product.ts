import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { apiGet } from '../../../lib/api';

type Data = CatalogApi['GET /products/{id}'];

/** GET /products/{id} — one product with its variants and related items. */
export const fetchProduct = (id: string, signal?: AbortSignal) => apiGet<Data>(catalogPaths.product(id), signal);

export const productQueryKey = (id: string) => ['store', 'product', id] as const;

export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    select: (d) => d.product,
  });
}
