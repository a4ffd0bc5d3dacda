import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its code and data may still be coming). */
const HEADING_WAIT_MS = 5_000;

/**
 * Scrolls to the top on every path change and logs the page view (spec part 1 § 2). After a move
 * within the site it also puts keyboard and screen-reader focus on the new page's heading (a
 * step's heading in a booking), unless the page has placed focus itself; the first page keeps the
 * browser's own start.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    console.info(`[page view] ${pathname}`);
    if (first.current) {
      first.current = false;
      return;
    }
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
