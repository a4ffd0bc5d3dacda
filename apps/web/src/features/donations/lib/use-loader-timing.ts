import { useEffect, useState } from 'react';

/** False until `ms` have passed since mount: the campaign loader stays at least this long. */
export function useMinimumDuration(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(id);
  }, [ms]);
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
