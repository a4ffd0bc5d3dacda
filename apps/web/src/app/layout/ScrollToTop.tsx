import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every path change and logs the page view (spec part 1 § 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
    console.info(`[page view] ${pathname}`);
  }, [pathname]);
  return null;
}
