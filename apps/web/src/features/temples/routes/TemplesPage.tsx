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

const LIST_ID = 'temple-list';

export default function TemplesPage() {
  useTitle('Sacred Temples');
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
              Sacred Temples{count}
            </h2>
            <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
            {query && shown.length > 0 && (
              <p className="mt-2 flex flex-wrap items-center gap-x-2 text-ink-600" aria-live="polite">
                Showing temples matching “{query}”
                <button
                  type="button"
                  onClick={() => search('')}
                  className="min-h-11 font-semibold text-saffron-700 underline-offset-2 hover:underline"
                >
                  Clear search
                </button>
              </p>
            )}
          </div>
          {/* Remount on a new applied query so the box shows it (e.g. after Clear Search). */}
          <TempleSearchForm key={query} initial={query} onSearch={search} />
        </div>

        {temples.status === 'pending' || temples.retrying ? (
          <CardGridSkeleton count={6} label="Loading temples…" />
        ) : temples.status === 'error' ? (
          <ErrorState
            title="Failed to fetch temples"
            message="We could not load the temples just now. Please check your connection and try again."
            onRetry={temples.retry}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title="No temples found matching your criteria."
            message={
              query
                ? `No temples match “${query}”. Try another temple name or city, or clear the search to see every temple.`
                : undefined
            }
            action={query ? <Button onClick={() => search('')}>Clear Search</Button> : undefined}
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((t) => (
                <li key={t._id} className="flex">
                  <TempleCard temple={t} />
                </li>
              ))}
            </ul>
            <ShowMore count={shown.length} noun="temples" singular="temple" list={temples} />
          </>
        )}
      </section>
    </>
  );
}
