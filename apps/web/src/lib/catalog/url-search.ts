import { useSearchParams } from 'react-router';

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
  return [(params.get(key) ?? '').trim(), set];
}
