import { useEffect, useState } from 'react';

/**
 * False until `ms` have passed since mount: the campaign loader stays at least this long. A page
 * that starts with its answer (server-rendered with its data, issue 12) shows no loader at all:
 * `loading` is read once, at mount.
 */
export function useMinimumDuration(ms: number, loading = true): boolean {
  const [elapsed, setElapsed] = useState(!loading);
  useEffect(() => {
    if (elapsed) return;
    const id = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(id);
  }, [ms, elapsed]);
  return elapsed;
}

/** An index that steps through `count` items every `ms` (0 while there is nothing to rotate). */
export function useRotatingIndex(count: number, ms: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const id = setInterval(() => setIndex((i) => i + 1), ms);
    return () => clearInterval(id);
  }, [count, ms]);
  return count > 0 ? index % count : 0;
}
