import { useMemo } from 'react';
import { ListSearch } from '../../../components/catalog/ListSearch';
import { PujaCard } from '../../../components/catalog/PujaCard';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { usePujaPages } from '../../../lib/catalog/pujas';
import { useUrlSearch } from '../../../lib/catalog/url-search';
import { openPujasFirst } from '../list-order';
import { usePujasT } from '../i18n';

/**
 * The pujas a page at a time, open ones first (the server sends them first; a puja that closed
 * between two pages moves down to the closed ones); skeletons while loading, 'Failed to fetch
 * pujas' with a retry, or empty. The search (?q=) is the server's.
 */
export function PujaList({ id }: { id: string }) {
  const [q, setQ] = useUrlSearch();
  const list = usePujaPages({ q: q || undefined });
  const shown = useMemo(() => openPujasFirst(list.items), [list.items]);
  const { t } = usePujasT();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="container-page scroll-mt-32 py-10 md:scroll-mt-20 md:py-14"
    >
      <SectionHeading
        id={`${id}-title`}
        title={t('list.title')}
        subtitle={t('list.subtitle')}
      />
      <div className="-mt-2 mb-6">
        <ListSearch
          id="puja-search"
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={q}
          onSearch={setQ}
        />
      </div>
      {list.status === 'pending' || list.retrying ? (
        <CardGridSkeleton count={6} label={t('list.loading')} />
      ) : list.status === 'error' ? (
        <ErrorState title={t('list.failed')} message={list.error?.message ?? ''} onRetry={list.retry} />
      ) : shown.length === 0 && q ? (
        <EmptyState
          title={t('list.noMatch', { q })}
          message={t('list.noMatchMessage')}
          action={<Button onClick={() => setQ('')}>{t('list.clear')}</Button>}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('list.none')}
          message={t('list.noneMessage')}
          action={<ButtonLink to="/live">{t('list.watchLive')}</ButtonLink>}
        />
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((puja) => (
              <li key={puja._id}>
                <PujaCard puja={puja} showCeremony />
              </li>
            ))}
          </ul>
          <ShowMore count={shown.length} noun="pujas" list={list} />
        </>
      )}
    </section>
  );
}
