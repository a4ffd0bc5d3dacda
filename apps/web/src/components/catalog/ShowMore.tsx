import { useEffect, useRef, type ReactNode } from 'react';
import { useInView } from '../../lib/use-in-view';
import { Button } from '../ui/Button';
import { CardGridSkeleton } from '../ui/Skeleton';

/** What the end of a list needs of useCatalogPages' answer. */
export type MoreState = { hasMore: boolean; loadingMore: boolean; moreFailed: boolean; loadMore: () => void };

type Props = {
  /** Items shown so far, announced politely ("Showing 24 pujas"). */
  count: number;
  /** The items' name in the plural ("pujas"); one item reads as `singular`. */
  noun: string;
  singular: string;
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
export function ShowMore({ count, noun, singular, list, skeletons = 3, skeleton }: Props) {
  const { hasMore, loadingMore: loading, moreFailed: failed, loadMore: onMore } = list;
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
        {`Showing ${count} ${count === 1 ? singular : noun}`}
      </p>
      {loading && (skeleton ?? <CardGridSkeleton count={skeletons} label={`Loading more ${noun}…`} />)}
      {failed && !loading && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-center gap-3 rounded-[12px] bg-cream-100 p-4 text-ink-600"
        >
          <span>More {noun} could not be loaded.</span>
          <Button size="sm" variant="outline" onClick={onMore}>
            Try Again
          </Button>
        </div>
      )}
      {hasMore && !loading && !failed && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onMore}>
            Show more {noun}
          </Button>
        </div>
      )}
    </div>
  );
}
