import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically React.lazy sections) only once the placeholder comes within
 * `margin` of the viewport: below-the-fold code and images are not fetched on first load, which
 * matters on mobile data. The placeholder keeps `minHeight` so nothing jumps.
 */
export function WhenVisible({ children, minHeight, margin = '400px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    // As a transition, the section renders in slices: a carousel of cards coming into view does
    // not hold a slow phone's scrolling in one long task (and the placeholder stays meanwhile).
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setVisible(true)),
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible, margin]);
  const placeholder = <div style={{ minHeight }} aria-hidden />;
  return <div ref={ref}>{visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
