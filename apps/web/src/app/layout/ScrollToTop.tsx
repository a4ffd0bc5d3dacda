import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its code and data may still be coming). */
const HEADING_WAIT_MS = 5_000;

/**
 * Logs the page view and, on every path change after the first, scrolls to the top (spec part 1
 * § 2) and puts keyboard and screen-reader focus on the new page's heading (a step's heading in a
 * booking), unless the page has placed focus itself; the first page keeps the browser's own start.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    console.info(`[page view] ${pathname}`);
    // The first page keeps where the browser put it: a rendered page may have been scrolled
    // before its code took over (the first scroll starts that code), and must not jump back.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    const started = Date.now();
    const id = setInterval(() => {
      const active = document.activeElement;
      const h1 = document.querySelector('main')?.querySelector<HTMLElement>('h1');
      // Still on the page's start, or on the header or footer link that was followed: ours to move.
      const placed = active && active !== document.body && !active.closest('header, footer');
      if (placed || Date.now() - started > HEADING_WAIT_MS) {
        clearInterval(id);
      } else if (h1) {
        clearInterval(id);
        if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
        h1.focus({ preventScroll: true });
      }
    }, 50);
    return () => clearInterval(id);
  }, [pathname]);
  return null;
}
