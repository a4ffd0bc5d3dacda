import { useSearchParams } from 'react-router';

export const SEARCH_MAX = 80;

/**
 * A list's search text kept in the URL (`?q=`), so a refreshed or shared link shows the same list.
 * Changing it replaces the history entry and keeps the scroll position.
 */
export function useUrlSearch(key = 'q'): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (q: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set(key, q);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  // The server takes up to 80 characters; a longer link is cut rather than refused.
  return [(params.get(key) ?? '').trim().slice(0, SEARCH_MAX), set];
}
