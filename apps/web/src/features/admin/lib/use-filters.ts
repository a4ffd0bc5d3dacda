import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the URL (URL first: a refresh or a shared link shows the same
 * list). Changing a filter goes back to the first page.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(0, Number(params.get('page') ?? '0') || 0);
  const setFilters = useCallback(
    (next: Partial<Record<K, string>>) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next) as [string, string | undefined][]) {
            if (v) p.set(k, v);
            else p.delete(k);
          }
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (n: number) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (n > 0) p.set('page', String(n));
        else p.delete('page');
        return p;
      }),
    [setParams],
  );
  return { filters, page, setFilters, setPage };
}
