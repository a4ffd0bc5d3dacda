import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useMediaQuery, usePrefersReducedMotion } from '../../lib/use-media';
import { useUiT } from './i18n';

type Props = {
  items: ReactNode[];
  /** Cards visible at once on desktop (≥ 768 px); one on mobile. */
  perPageDesktop?: number;
  /** Auto-advance interval; omit for manual only. */
  intervalMs?: number;
  label: string;
};

/**
 * Swipe on touch, arrows and dots, wraps around, auto-advances, pauses on hover and focus and
 * respects prefers-reduced-motion (DESIGN.md).
 */
export function Carousel({ items, perPageDesktop = 1, intervalMs, label }: Props) {
  // Which cards make a page (for the arrows, dots and what is hidden from screen readers); how
  // wide a card is, is CSS's below.
  const wide = useMediaQuery('(min-width: 768px)');
  const perPage = wide ? perPageDesktop : 1;
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  // Stopped by the devotee's own Pause button (WCAG 2.2.2), until they press Play.
  const [stopped, setStopped] = useState(false);
  const reduced = usePrefersReducedMotion();
  const current = Math.min(page, pages - 1);
  const go = useCallback((p: number) => setPage(((p % pages) + pages) % pages), [pages]);

  useEffect(() => {
    if (!intervalMs || paused || stopped || reduced || pages < 2) return;
    const id = setInterval(() => setPage((p) => (p + 1) % pages), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, paused, stopped, reduced, pages]);
  const autoplays = !!intervalMs && !reduced && pages > 1;

  const touchX = useRef<number | null>(null);
  const { t } = useUiT();
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        if (start != null && end != null && Math.abs(end - start) > 40) go(current + (end < start ? 1 : -1));
        touchX.current = null;
      }}
    >
      <div className="overflow-hidden">
        <div
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {items.map((item, i) => (
            <div
              key={i}
              className="w-full shrink-0 px-2 md:w-[calc(100%/var(--per-page))]"
              // The width is CSS's (a phone: one card; ≥ 768 px: perPageDesktop), so the server's
              // markup is already laid out as the screen needs and nothing moves when the code
              // takes over (a tap landing then would hit whatever slid under it).
              style={{ '--per-page': perPageDesktop } as CSSProperties}
              aria-hidden={Math.floor(i / perPage) !== current}
              inert={Math.floor(i / perPage) !== current ? true : undefined}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      {pages > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button type="button" onClick={() => go(current - 1)} className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-cream-200 bg-white text-maroon-800 hover:border-saffron-500" aria-label={t('carousel.previous')}>
            <ChevronLeft className="h-5 w-5" aria-hidden />
          </button>
          <div className="flex gap-1.5">
            {Array.from({ length: pages }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i === current}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span className={`block h-2 rounded-full transition-all ${i === current ? 'w-6 bg-saffron-600' : 'w-2 bg-cream-200'}`} />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(current + 1)} className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-cream-200 bg-white text-maroon-800 hover:border-saffron-500" aria-label={t('carousel.next')}>
            <ChevronRight className="h-5 w-5" aria-hidden />
          </button>
          {autoplays && (
            <button
              type="button"
              onClick={() => setStopped((v) => !v)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-cream-200 bg-white text-maroon-800 hover:border-saffron-500"
              aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
            >
              {stopped ? <Play className="h-5 w-5" aria-hidden /> : <Pause className="h-5 w-5" aria-hidden />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
