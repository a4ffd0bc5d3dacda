import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Puja, PujaDetail } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { apiGet } from '../api';
import { fetchPage, useCatalogPages } from './pages';

/**
 * Pujas as several features read them (the pujas page, a puja's page, the booking steps, a
 * temple's page): one fetcher and one cache key each, so a puja loaded by one page is reused by
 * the next instead of fetched again under another key.
 */
type Detail = CatalogApi['GET /pujas/pujaByname/{name}'];
type All = CatalogApi['GET /pujas/all'];

/** The server's filters of GET /pujas/all (issue 16): a temple's pujas, the open or the closed ones, a search. */
export type PujaListFilter = { q?: string; temple?: string; status?: 'open' | 'closed' };

export const pujaByNameKey = (name: string) => ['pujas', 'byName', name] as const;
export const pujaPagesKey = (filter: PujaListFilter) => ['pujas', 'pages', filter] as const;

/** GET /pujas/pujaByname/{name} — one puja by its slug (or title). */
export const fetchPujaByName = (name: string, signal?: AbortSignal) => apiGet<Detail>(catalogPaths.pujaByName(name), signal);

/**
 * GET /pujas/all, one page: open and upcoming pujas first (by start), then the recently closed;
 * a failure throws (spec part 1 § 8).
 */
export const fetchPujaPage = (filter: PujaListFilter, cursor: string | null, signal?: AbortSignal, limit?: number) =>
  fetchPage<All, Puja>('/pujas/all', (pujas) => pujas, { cursor, limit, params: filter, signal });

/**
 * One puja, always loaded from the URL. `placeholder` (a puja handed along in navigation state)
 * shows at once but is never cached as the record (a server-rendered page has the record itself).
 */
export function usePujaByName(name: string, placeholder?: PujaDetail) {
  return useQuery({
    queryKey: pujaByNameKey(name),
    queryFn: ({ signal }) => fetchPujaByName(name, signal),
    placeholderData: placeholder,
  });
}

/** The pujas list page by page, filtered by the server. */
export function usePujaPages(filter: PujaListFilter, opts: { enabled?: boolean; limit?: number } = {}) {
  return useCatalogPages<Puja>({
    queryKey: pujaPagesKey(filter),
    fetchPage: (cursor, signal) => fetchPujaPage(filter, cursor, signal, opts.limit),
    enabled: opts.enabled,
  });
}
