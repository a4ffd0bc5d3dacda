import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import type { Language } from '../i18n/index';

/**
 * What a server-rendered page hands its browser (docs/decisions/014): the query answers its render
 * used, the time it was rendered at and its language, so the first client render (hydration) sees
 * exactly what the server saw and asks the API for nothing.
 */
export type PageState = { now: number; language: Language; queries: DehydratedState };

export const PAGE_STATE_ID = 'page-state';

// An ApiError does not survive JSON (its message is not enumerable, its class is lost): it travels
// as this plain record and is rebuilt, so `error instanceof ApiError` and `.status` hold as on the server.
type WireError = { apiError: { message: string; status: number; fieldErrors: Record<string, string>; body?: unknown } };

const toWire = (error: unknown): unknown =>
  error instanceof ApiError
    ? ({ apiError: { message: error.message, status: error.status, fieldErrors: error.fieldErrors, body: error.body } } satisfies WireError)
    : { apiError: { message: error instanceof Error ? error.message : 'Error', status: 0, fieldErrors: {} } };

const fromWire = (error: unknown): unknown => {
  const e = (error as Partial<WireError> | null)?.apiError;
  return e ? new ApiError(e.message, e.status, e.fieldErrors, e.body) : error;
};

/** The page's state as JSON for a `<script type="application/json">`: every settled query, errors included. */
export function serializePageState(client: QueryClient, now: number, language: Language): string {
  const queries = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
  for (const q of queries.queries) {
    if (q.state.error) q.state.error = toWire(q.state.error) as Error;
    if (q.state.fetchFailureReason) q.state.fetchFailureReason = toWire(q.state.fetchFailureReason) as Error;
  }
  const state: PageState = { now, language, queries };
  // Inside <script>, only "</script" or "<!--" could end or bend the element: escape every "<".
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Reads the state the server wrote into this page (once) and takes it out of the document. */
export function readPageState(doc: Document = document): PageState | undefined {
  const el = doc.getElementById(PAGE_STATE_ID);
  if (!el) return undefined;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as PageState;
  } catch {
    return undefined; // a damaged block costs the fetches it would have saved, and a client render
  }
}

/**
 * Seeds the browser's query client with the server's answers. They count as fetched at page load
 * (the server's HTML is invalidated when the catalog changes), so staleTime decides, as for any
 * answer, when each is fetched again: not during hydration.
 */
export function hydratePageState(client: QueryClient, state: PageState, loadedAt = performance.timeOrigin) {
  for (const q of state.queries.queries) {
    if (q.state.status === 'success') q.state.dataUpdatedAt = Math.max(q.state.dataUpdatedAt, loadedAt);
    if (q.state.error) q.state.error = fromWire(q.state.error) as Error;
    if (q.state.fetchFailureReason) q.state.fetchFailureReason = fromWire(q.state.fetchFailureReason) as Error;
    // The server's answer was an error (a 404 …): the page shows it as rendered rather than asking
    // again as it mounts (which would also render differently from the HTML); Try Again still asks.
    if (q.state.status === 'error') client.setQueryDefaults(q.queryKey, { retryOnMount: false });
  }
  hydrate(client, state.queries);
}
