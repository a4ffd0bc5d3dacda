import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@sankalp/shared/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the spec's 768 px breakpoint. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
