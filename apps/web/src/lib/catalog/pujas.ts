import { useQuery } from '@tanstack/react-query';
import type { CatalogApi, Puja, PujaDetail } from '@sankalp/shared/api/catalog';
import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import { apiGet } from '../api';
import { bootDataOptions } from '../boot-data';

/**
 * Pujas as several features read them (the pujas page, a puja's page, the booking steps, a
 * temple's page): one fetcher and one cache key each, so a puja loaded by one page is reused by
 * the next instead of fetched again under another key.
 */
type Detail = CatalogApi['GET /pujas/pujaByname/{name}'];
type All = CatalogApi['GET /pujas/all'];

export const pujaByNameKey = (name: string) => ['pujas', 'byName', name] as const;
export const allPujasKey = ['pujas', 'all'] as const;

/** GET /pujas/pujaByname/{name} — one puja by its slug (or title). */
export const fetchPujaByName = (name: string, signal?: AbortSignal) => apiGet<Detail>(catalogPaths.pujaByName(name), signal);

/** GET /pujas/all — every puja; a failure throws (spec part 1 § 8). */
export const fetchAllPujas = (signal?: AbortSignal) => apiGet<All>('/pujas/all', signal);

/**
 * One puja, always loaded from the URL. `placeholder` (a puja handed along in navigation state)
 * shows at once but is never cached as the record; the HTML's boot data, when it has the puja, is
 * the real record at once.
 */
export function usePujaByName(name: string, placeholder?: PujaDetail) {
  return useQuery({
    queryKey: pujaByNameKey(name),
    queryFn: ({ signal }) => fetchPujaByName(name, signal),
    placeholderData: placeholder,
    ...bootDataOptions<Detail>(catalogPaths.pujaByName(name)),
  });
}

/** Every puja, optionally narrowed by `select` (the cache keeps the whole list once). */
export function useAllPujas<T = Puja[]>(opts: { select?: (pujas: Puja[]) => T; enabled?: boolean } = {}) {
  return useQuery({ queryKey: allPujasKey, queryFn: ({ signal }) => fetchAllPujas(signal), ...opts });
}
