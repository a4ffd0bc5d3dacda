import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { PRASAD_OFFERINGS } from '../prasad-data';
import { filterOfferings } from '../prasad-orders';
import type { PrasadOffering } from '../types';
import { OfferingCard } from './OfferingCard';

export function AvailableTab({ onOrder }: { onOrder: (o: PrasadOffering) => void }) {
  const [query, setQuery] = useState('');
  const shown = filterOfferings(PRASAD_OFFERINGS, query);
  return (
    <div>
      <label className="relative block max-w-xl">
        <span className="sr-only">Search prasad by temple or offering</span>
        <Search
          className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-ink-600"
          aria-hidden
        />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search by temple or prasad"
          className="min-h-12 w-full rounded-full border border-cream-200 bg-white pl-12 pr-4 text-ink-900 placeholder:text-ink-600 focus:border-saffron-500"
        />
      </label>
      <div className="mt-6">
        {shown.length === 0 ? (
          <EmptyState
            title="No prasad found"
            message="Try another temple name or offering."
            action={
              <Button variant="outline" onClick={() => setQuery('')}>
                Clear search
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
