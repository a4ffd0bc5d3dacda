import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { LoadingLine } from '../../../components/ui/LoadingLine';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useOfferings } from '../api/prasad';
import { usePrasadT } from '../i18n';
import { filterOfferings } from '../prasad-orders';
import type { PrasadOffering } from '../types';
import { OfferingCard } from './OfferingCard';

/** The published offerings (GET /prasad/offerings), searched here by temple, title or description. */
export function AvailableTab({ onOrder }: { onOrder: (o: PrasadOffering) => void }) {
  const { t } = usePrasadT();
  const [query, setQuery] = useState('');
  const offerings = useOfferings();
  if (offerings.isPending)
    return (
      <LoadingLine className="py-10">{t('available.loading')}</LoadingLine>
    );
  if (offerings.isError) return <ErrorState message={t('available.failed')} onRetry={() => void offerings.refetch()} />;
  const shown = filterOfferings(offerings.data, query);
  return (
    <div>
      <label className="relative block max-w-xl">
        <span className="sr-only">{t('available.searchLabel')}</span>
        <Search
          className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-600"
          aria-hidden
        />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('available.search')}
          className="min-h-12 w-full rounded-full border border-cream-200 bg-white pl-12 pr-4 text-ink-900 placeholder:text-ink-600 focus:border-saffron-500"
        />
      </label>
      <div className="mt-6">
        {shown.length === 0 ? (
          <EmptyState
            title={t('available.noneTitle')}
            message={t('available.noneMessage')}
            action={
              <Button variant="outline" onClick={() => setQuery('')}>
                {t('available.clear')}
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((o, i) => (
              <li key={o.id}>
                <OfferingCard offering={o} onOrder={() => onOrder(o)} lazy={i >= 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
