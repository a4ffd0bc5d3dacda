import { useQuery } from '@tanstack/react-query';
import type { CatalogApi } from '@sankalp/shared/api/catalog';
import type { ProductCategory } from '@sankalp/shared/constants';
import { apiGet } from '../../../lib/api';

type Data = CatalogApi['GET /products'];

/** GET /products?category= — the store grid of one category. */
export const fetchProducts = (category: ProductCategory, signal?: AbortSignal) =>
  apiGet<Data>(`/products?category=${encodeURIComponent(category)}`, signal);

export function useProducts(category: ProductCategory) {
  return useQuery({
    queryKey: ['store', 'products', category],
    queryFn: ({ signal }) => fetchProducts(category, signal),
    select: (d) => d.products,
  });
}
