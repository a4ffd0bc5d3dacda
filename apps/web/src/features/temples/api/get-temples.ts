import type { CatalogApi, Temple } from '@sankalp/shared/api/catalog';
import { fetchPage, useCatalogPages } from '../../../lib/catalog/pages';

export const templePagesKey = (q: string) => ['temples', 'pages', q] as const;

/** GET /temples?q=, one page → data.temples (name or location matched by the server). */
export const fetchTemplePage = (q: string, cursor: string | null, signal?: AbortSignal) =>
  fetchPage<CatalogApi['GET /temples'], Temple>('/temples', (d) => d.temples, { cursor, params: { q }, signal });

export function useTemplePages(q: string) {
  return useCatalogPages<Temple>({
    queryKey: templePagesKey(q),
    fetchPage: (cursor, signal) => fetchTemplePage(q, cursor, signal),
  });
}
