import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES } from '@sankalp/shared/constants';
import { ApiError } from './api';

// Spec part 1 § 9: gc after 5 minutes, 3 retries with exponential delay (1 s doubling, max 30 s).
// Client errors (4xx) are answers, not failures: never retried.
const queryDefaults = {
  gcTime: QUERY_GC_MS,
  staleTime: 30_000,
  retry: (count: number, err: Error) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < QUERY_RETRIES,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  refetchOnWindowFocus: false,
};

/** The browser's one client. */
export const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });

/**
 * A client for one server render (issue 12): the same defaults, but a failed read is the page's
 * answer at once (no retries; rendered as the error it is, not as "fetching again on mount") and
 * nothing is collected while the render runs.
 */
export const createRenderQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retry: false, retryOnMount: false, gcTime: Infinity } } });
