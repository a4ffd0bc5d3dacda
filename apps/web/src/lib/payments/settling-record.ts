import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../api';
import { confirmationState, pollInterval, POLL_WINDOW_MS, type ConfirmationState } from './confirmation';
import { usePollWindow } from './use-confirmation';

/**
 * A confirmation page's record, read from the server and asked again while its payment settles:
 * `interval` says how often (`sinceOpened`: ms since the page opened), false to stop. A 4xx is not
 * asked again: a wrong or missing key stays a 404. `elapsed` feeds the page's state.
 */
export function useSettlingQuery<T>(
  queryKey: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  interval: (record: T | undefined, sinceOpened: number) => number | false,
  windowMs = POLL_WINDOW_MS,
) {
  const poll = usePollWindow(windowMs);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    refetchInterval: (q) => interval(q.state.data, poll.sinceOpened()),
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: (count, e) => count < 2 && !(e instanceof ApiError && e.status >= 400 && e.status < 500),
  });
  return { query, elapsed: poll.elapsed };
}

/**
 * The record of a page that shows where its payment stands (puja, chadhava, store order,
 * consultation): asked every 3 s for about 2 minutes while pending, with its ConfirmationState.
 */
export function useSettlingRecord<T extends { payment_status: string; needs_review: boolean }>(
  queryKey: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
): { query: ReturnType<typeof useSettlingQuery<T>>['query']; record: T | undefined; state: ConfirmationState | null } {
  const { query, elapsed } = useSettlingQuery(queryKey, fetch, (r, since) =>
    r ? pollInterval(r.payment_status, since, r.needs_review) : false,
  );
  const record = query.data;
  return { query, record, state: record ? confirmationState(record.payment_status, elapsed, record.needs_review) : null };
}
