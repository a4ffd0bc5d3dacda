import type { Stream } from '@sankalp/shared/api/catalog';
import { ShowMore } from '../../../components/catalog/ShowMore';
import type { CatalogPages } from '../../../lib/catalog/pages';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { StreamCard } from './StreamCard';
import { useLiveT } from '../i18n';

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
  // On a phone (below md) the list is cut short until View All is pressed; CSS does the cutting,
  // so a server-rendered page is laid out right before any JavaScript runs and nothing moves after.
  const { t } = useLiveT();
  const cut = !expanded && streams.length > MOBILE_PREVIEW;
  // On a phone the button leads from a category, or a shortened list, to every stream.
  const showViewAll = filtered || cut;

  return (
    <>
      {streams.length === 0 && !more.hasMore ? (
        <EmptyState
          title={t('list.none')}
          message={t('list.noneMessage')}
          action={<ButtonLink to="/">{t('list.home')}</ButtonLink>}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {streams.map((s, i) => (
            <li key={s._id} className={cut && i >= MOBILE_PREVIEW ? 'flex max-md:hidden' : 'flex'}>
              <StreamCard stream={s} now={now} />
            </li>
          ))}
        </ul>
      )}
      <div className={cut ? 'max-md:hidden' : undefined}>
        <ShowMore count={streams.length} noun="streams" list={more} />
      </div>
      {showViewAll && (
        <Button variant="outline" size="lg" className="mt-6 w-full md:hidden" onClick={onViewAll}>
          {t('list.viewAll')}
        </Button>
      )}
    </>
  );
}
