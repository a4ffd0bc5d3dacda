import type { CatalogApi, ProductListItem } from '@sankalp/shared/api/catalog';
import type { ProductCategory } from '@sankalp/shared/constants';
import { fetchPage, useCatalogPages } from '../../../lib/catalog/pages';

type Data = CatalogApi['GET /products'];

export const productPagesKey = (category: ProductCategory) => ['store', 'products', category] as const;

/** GET /products?category=, one page of the store grid of one category. */
export const fetchProductPage = (category: ProductCategory, cursor: string | null, signal?: AbortSignal) =>
  fetchPage<Data, ProductListItem>('/products', (d) => d.products, { cursor, params: { category }, signal });

export function useProducts(category: ProductCategory) {
  return useCatalogPages<ProductListItem>({
    queryKey: productPagesKey(category),
    fetchPage: (cursor, signal) => fetchProductPage(category, cursor, signal),
  });
}
