import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES } from '@sankalp/shared/constants';
import { ApiError } from './api';

// Spec part 1 § 9: gc after 5 minutes, 3 retries with exponential delay (1 s doubling, max 30 s).
// Client errors (4xx) are answers, not failures: never retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_GC_MS,
      staleTime: 30_000,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < QUERY_RETRIES,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
    },
  },
});
