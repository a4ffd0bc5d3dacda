import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * URL query parameters as page state, so a search, topic or tab survives a refresh and can be
 * shared. `set` applies several changes in one navigation (separate calls would overwrite each
 * other), replaces the history entry (typing must not fill the back button), and removes a
 * parameter set to ''.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: string) => params.get(name) ?? '', [params]);
  const set = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { get, set };
}
