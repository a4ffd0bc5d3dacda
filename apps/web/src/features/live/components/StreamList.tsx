import type { Stream } from '@sankalp/shared/api/catalog';
import { ShowMore } from '../../../components/catalog/ShowMore';
import type { CatalogPages } from '../../../lib/catalog/pages';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { useIsMobile } from '../../../lib/use-media';
import { StreamCard } from './StreamCard';

/** Cards shown on a phone before 'View All Streams' (keeps the first screen light on mobile data). */
const MOBILE_PREVIEW = 4;

type Props = {
  streams: Stream[];
  now: Date;
  /** A category is chosen (not All Streams). */
  filtered: boolean;
  /** 'View All Streams' was pressed; kept by the page because each tab mounts its own list. */
  expanded: boolean;
  /** The pages behind the list: "Show more" once the whole list is shown. */
  more: Pick<CatalogPages<Stream>, 'hasMore' | 'loadingMore' | 'moreFailed' | 'loadMore'>;
  onViewAll: () => void;
};

export function StreamList({ streams, now, filtered, expanded, more, onViewAll }: Props) {
  const isMobile = useIsMobile();
  const shown = isMobile && !expanded ? streams.slice(0, MOBILE_PREVIEW) : streams;
  // On a phone the button leads from a category, or a shortened list, to every stream.
  const showViewAll = isMobile && (filtered || shown.length < streams.length);

  return (
    <>
      {streams.length === 0 && !more.hasMore ? (
        <EmptyState
          title="No Live Streams Found"
          message="There is no stream here at the moment. New aartis and pujas go live every day."
          action={<ButtonLink to="/">Home</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((s) => (
            <li key={s._id} className="flex">
              <StreamCard stream={s} now={now} />
            </li>
          ))}
        </ul>
      )}
      {shown.length === streams.length && (
        <ShowMore count={streams.length} noun="streams" singular="stream" list={more} />
      )}
      {showViewAll && (
        <Button variant="outline" size="lg" className="mt-6 w-full" onClick={onViewAll}>
          View All Streams
        </Button>
      )}
    </>
  );
}
