import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STREAM_CATEGORIES } from '@sankalp/shared/constants';
import { SectionHeading } from '../../../components/ui/PageHero';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { ErrorState } from '../../../components/ui/StateViews';
import { Tabs } from '../../../components/ui/Tabs';
import { useNow } from '../../../lib/use-now';
import { useTitle } from '../../../lib/use-title';
import { useStreamPages } from '../api/get-streams';
import { LiveHero } from '../components/LiveHero';
import { StreamList } from '../components/StreamList';
import { ALL_STREAMS, categoryLabel, filterByCategory, liveFirst, parseCategory, type CategoryTab } from '../lib/streams';
import { useLiveT } from '../i18n';

const LIST_ID = 'live-streams';
/** Live labels are re-checked every 30 s: a minute's precision is enough for a list. */
const LIST_TICK_MS = 30_000;

const TABS: CategoryTab[] = [ALL_STREAMS, ...STREAM_CATEGORIES];

export default function LivePage() {
  const { t } = useLiveT();
  useTitle(t('title'));
  const [params, setParams] = useSearchParams();
  // The chosen tab lives in the URL (?category=) so it survives a refresh or a shared link.
  const category = parseCategory(params.get('category'));
  const [expanded, setExpanded] = useState(false);
  const streams = useStreamPages();
  const now = useNow(true, LIST_TICK_MS);
  const shown = useMemo(
    () => liveFirst(filterByCategory(streams.items, category), now),
    [streams.items, category, now],
  );

  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === ALL_STREAMS) next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  // On a phone the tab row scrolls sideways: keep the chosen tab (say from a shared link) in
  // view, moving only the row and never the page.
  useEffect(() => {
    const list = document.querySelector<HTMLElement>(`#${LIST_ID} [role="tablist"]`);
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (list && tab) list.scrollLeft = tab.offsetLeft - list.offsetLeft - 16;
  }, [category]);

  const panel = streams.status === 'pending' || streams.retrying ? (
    <CardGridSkeleton count={6} label={t('list.loading')} />
  ) : streams.status === 'error' ? (
    <ErrorState
      title={t('list.failed')}
      message={t('list.failedMessage')}
      onRetry={streams.retry}
    />
  ) : (
    <StreamList
      streams={shown}
      now={now}
      filtered={category !== ALL_STREAMS}
      expanded={expanded}
      more={streams}
      onViewAll={() => {
        setExpanded(true);
        choose(ALL_STREAMS);
      }}
    />
  );

  return (
    <>
      <LiveHero listId={LIST_ID} />
      <section
        id={LIST_ID}
        tabIndex={-1}
        aria-labelledby="live-heading"
        className="container-page scroll-mt-20 py-10 focus:outline-none md:py-14"
      >
        <SectionHeading
          id="live-heading"
          title={t('list.title')}
          subtitle={t('list.subtitle')}
        />
        <Tabs
          label={t('list.tabs')}
          value={category}
          onValueChange={choose}
          items={TABS.map((value) => ({
            value,
            label: value === ALL_STREAMS ? t('list.all') : categoryLabel(value, t),
            content: panel,
          }))}
        />
      </section>
    </>
  );
}
