import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@sankalp/shared/api/catalog';
import { apiRequest } from '../api';

/**
 * Catalog lists answered a page at a time (issue 16): the envelope's `data` keeps the spec's shape
 * and a sibling `page` carries the cursor of the next page. One fetcher and one hook for every
 * list, so each feature only says which path, which filters and where the items sit in `data`.
 */
export type { Page };
export type PageOf<T> = { items: T[]; page: Page };
export type PageParams = Record<string, string | number | null | undefined>;

/** Cards per page: fills whole rows of the one-, two- and three-column grids. */
export const LIST_PAGE_SIZE = 12;

/** `path` with the list's query parameters added; empty values are left out. */
export function pagePath(path: string, params: PageParams): string {
  const [base = '', query] = path.split('?');
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}

type FetchOptions = { cursor?: string | null; limit?: number; params?: PageParams; signal?: AbortSignal };

/**
 * One page of a list. `pick` takes the items out of the spec-shaped `data` (`data.temples`,
 * `data.events`, or `data` itself). A server that answers without `page` sent the whole list, and a
 * cursor that does not move is read as the end, so a list never loads the same page forever.
 */
export async function fetchPage<Data, T>(
  path: string,
  pick: (data: Data) => T[],
  { cursor, limit = LIST_PAGE_SIZE, params, signal }: FetchOptions = {},
): Promise<PageOf<T>> {
  const body = await apiRequest<{ data: Data | null; page?: Page }>(
    pagePath(path, { ...params, limit, cursor }),
    { signal },
  );
  const items = body.data == null ? [] : pick(body.data);
  const next = body.page?.nextCursor ?? null;
  return { items, page: { limit: body.page?.limit ?? limit, nextCursor: next === cursor ? null : next } };
}

const idOf = (item: unknown) => (item as { _id: string })._id;

/** Every loaded page's items in order, each item once (an item can move from one page to the next). */
export function flattenPages<T>(pages: readonly PageOf<T>[], keyOf: (item: T) => string = idOf): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const { items: pageItems } of pages) {
    for (const item of pageItems) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

type PagesOptions<T> = {
  /** One key per list and filter set; the pages are cached under it. */
  queryKey: readonly unknown[];
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<PageOf<T>>;
  keyOf?: (item: T) => string;
  enabled?: boolean;
};

/**
 * A list loaded page by page (TanStack Query's infinite query): `items` holds every page loaded so
 * far; `loadMore` asks for the next one. A failed next page keeps the loaded items
 * (`moreFailed`), while a failed first page is the list's error.
 */
export function useCatalogPages<T>({ queryKey, fetchPage: fetchOne, keyOf, enabled }: PagesOptions<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchOne(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PageOf<T>) => last.page.nextCursor ?? undefined,
    enabled,
  });
  const { data, status, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError, isRefetching } =
    query;
  const items = useMemo(() => flattenPages(data?.pages ?? [], keyOf), [data, keyOf]);
  return {
    items,
    // Once a page has loaded, later failures (a next page, a background refetch) keep the list.
    status: data ? ('success' as const) : status,
    error,
    /** Refetching after a failed first page (shows the first-page skeletons again). */
    retrying: status === 'error' && isRefetching,
    retry: () => void refetch(),
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    moreFailed: isFetchNextPageError,
    loadMore: () => void fetchNextPage({ cancelRefetch: false }),
  };
}

export type CatalogPages<T> = ReturnType<typeof useCatalogPages<T>>;
