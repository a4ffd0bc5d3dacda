import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import { apiGet } from '../../../lib/api';
import { bootDataOptions } from '../../../lib/boot-data';

type Data = CatalogApi['GET /products/{id}'];

/** GET /products/{id} — one product with its variants and related items. */
const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;
export const fetchProduct = (id: string, signal?: AbortSignal) => apiGet<Data>(productPath(id), signal);

export function useProduct(id: string) {
  return useQuery({
    queryKey: ['store', 'product', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
    select: (d) => d.product,
    ...bootDataOptions<Data>(productPath(id)),
  });
}
