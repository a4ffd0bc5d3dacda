import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { CardGridSkeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useTitle } from '../../../lib/use-title';
import { useTemples } from '../api/get-temples';
import { TempleCard } from '../components/TempleCard';
import { TempleSearchForm } from '../components/TempleSearchForm';
import { TemplesHero } from '../components/TemplesHero';
import { filterTemples } from '../lib/temple-search';

const LIST_ID = 'temple-list';

export default function TemplesPage() {
  useTitle('Sacred Temples');
  const [params, setParams] = useSearchParams();
  // The applied search lives in the URL (?q=) so a shared link shows the same list.
  const query = params.get('q') ?? '';
  const temples = useTemples();
  const shown = useMemo(() => filterTemples(temples.data ?? [], query), [temples.data, query]);

  const search = (q: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <TemplesHero listId={LIST_ID} />
      <section aria-labelledby="temples-heading" id={LIST_ID} className="container-page scroll-mt-20 py-10 md:py-14">
        <div className="mb-8 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
          <div>
            <h2 id="temples-heading" className="font-display text-[22px] font-bold md:text-[28px]">
              Sacred Temples{temples.data ? ` (${shown.length})` : ''}
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

        {temples.isPending ? (
          <CardGridSkeleton count={6} label="Loading temples…" />
        ) : temples.isError ? (
          <ErrorState
            title="Failed to fetch temples"
            message="We could not load the temples just now. Please check your connection and try again."
            onRetry={() => void temples.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title="No temples found matching your criteria."
            message={query ? 'Try another temple name or city, or clear the search to see every temple.' : undefined}
            action={query ? <Button onClick={() => search('')}>Clear Search</Button> : undefined}
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((t) => (
              <li key={t._id} className="flex">
                <TempleCard temple={t} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
