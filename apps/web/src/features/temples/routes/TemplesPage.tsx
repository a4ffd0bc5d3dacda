import { Button } from '../../../components/ui/Button';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useUrlSearch } from '../../../lib/catalog/url-search';
import { useTitle } from '../../../lib/use-title';
import { useTemplePages } from '../api/get-temples';
import { TempleCard } from '../components/TempleCard';
import { TempleSearchForm } from '../components/TempleSearchForm';
import { TemplesHero } from '../components/TemplesHero';
import { useTemplesT } from '../i18n';

const LIST_ID = 'temple-list';

export default function TemplesPage() {
  const { t } = useTemplesT();
  useTitle(t('title'));
  // The applied search lives in the URL (?q=) so a shared link shows the same list; the server
  // matches it on name or location and answers a page at a time.
  const [query, search] = useUrlSearch();
  const temples = useTemplePages(query);
  const shown = temples.items;
  // The count of the temples loaded so far; "+" while the server has more.
  const count = temples.status === 'success' ? ` (${shown.length}${temples.hasMore ? '+' : ''})` : '';

  return (
    <>
      <TemplesHero listId={LIST_ID} />
      <section aria-labelledby="temples-heading" id={LIST_ID} className="container-page scroll-mt-20 py-10 md:py-14">
        <div className="mb-8 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 id="temples-heading" className="font-display text-[22px] font-bold md:text-[28px]">
              {t('list.heading', { count })}
            </h2>
            <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
            {query && shown.length > 0 && (
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-ink-600" aria-live="polite">
                {t('list.matching', { q: query })}
                <button
                  type="button"
                  onClick={() => search('')}
                  className="min-h-11 font-semibold text-saffron-700 underline-offset-2 hover:underline"
                >
                  {t('list.clear')}
                </button>
              </p>
            )}
          </div>
          {/* Remount on a new applied query so the box shows it (e.g. after Clear Search). */}
          <TempleSearchForm key={query} initial={query} onSearch={search} />
        </div>

        {temples.status === 'pending' || temples.retrying ? (
          <CardGridSkeleton count={6} label={t('list.loading')} />
        ) : temples.status === 'error' ? (
          <ErrorState
            title={t('list.failed')}
            message={t('list.failedMessage')}
            onRetry={temples.retry}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t('list.none')}
            message={
              query
                ? t('list.noneFor', { q: query })
                : undefined
            }
            action={query ? <Button onClick={() => search('')}>{t('list.clearSearch')}</Button> : undefined}
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((temple) => (
                <li key={temple._id} className="flex">
                  <TempleCard temple={temple} />
                </li>
              ))}
            </ul>
            <ShowMore count={shown.length} noun="temples" list={temples} />
          </>
        )}
      </section>
    </>
  );
}
