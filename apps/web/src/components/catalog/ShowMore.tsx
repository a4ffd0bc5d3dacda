import { useEffect, useRef, type ReactNode } from 'react';
import { useInView } from '../../lib/use-in-view';
import { Button } from '../ui/Button';
import { useT } from '../../lib/i18n/index';
import { CardGridSkeleton } from '../ui/Skeleton';
import { useCatalogT } from './i18n';
import type en from './i18n/en';

/** The paged lists, each with its own whole sentences in the catalog namespace (`more.<list>`). */
export type ListNoun = keyof typeof en.more;

/** What the end of a list needs of useCatalogPages' answer. */
export type MoreState = { hasMore: boolean; loadingMore: boolean; moreFailed: boolean; loadMore: () => void };

type Props = {
  /** Items shown so far, announced politely ("Showing 24 pujas"). */
  count: number;
  /** Which list this is: its sentences are `more.<noun>` ("Show more pujas"). */
  noun: ListNoun;
  /** The list's paging state, as useCatalogPages answers it. */
  list: MoreState;
  /** Skeleton cards while the next page loads (one grid row of the usual cards)... */
  skeletons?: number;
  /** ...or the list's own skeleton row. */
  skeleton?: ReactNode;
};

/**
 * The end of a paged list: "Show more" (which also loads by itself as it scrolls into view),
 * skeleton cards while the next page loads, and an inline retry when it failed, so the cards
 * already on screen stay. A failed page is never retried by scrolling alone.
 */
export function ShowMore({ count, noun, list, skeletons = 3, skeleton }: Props) {
  const { hasMore, loadingMore: loading, moreFailed: failed, loadMore: onMore } = list;
  const { t } = useCatalogT();
  const { t: tc } = useT();
  const words = {
    showing: t(`more.${noun}.showing`, { count }),
    loading: t(`more.${noun}.loading`),
    failed: t(`more.${noun}.failed`),
    button: t(`more.${noun}.button`),
  };
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, '600px');
  const autoLoad = near && hasMore && !loading && !failed;
  useEffect(() => {
    if (autoLoad) onMore();
    // Only the flags decide: onMore is a fresh function on every render.
  }, [autoLoad]);

  return (
    <div ref={ref} className="mt-6">
      <p className="sr-only" aria-live="polite">
        {words.showing}
      </p>
      {loading && (skeleton ?? <CardGridSkeleton count={skeletons} label={words.loading} />)}
      {failed && !loading && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-center gap-3 rounded-[12px] bg-cream-100 p-4 text-ink-600"
        >
          <span>{words.failed}</span>
          <Button size="sm" variant="outline" onClick={onMore}>
            {tc('common.retry')}
          </Button>
        </div>
      )}
      {hasMore && !loading && !failed && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onMore}>
            {words.button}
          </Button>
        </div>
      )}
    </div>
  );
}
