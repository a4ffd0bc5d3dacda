import { PackageSearch, Phone, SearchX } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { SUPPORT } from '../../../lib/support';
import { SAMPLE_TRACKING_ID, sampleTrackingRecords } from '../prasad-data';
import { lookupTracking, normaliseTrackingId } from '../tracking';
import type { PrasadOrder, TrackingRecord } from '../types';
import { TrackingTimeline } from './TrackingTimeline';

type Result = { id: string; record: TrackingRecord | null };

/** The standalone tracking-ID lookup: blank input is ignored, the id is upper-cased before matching. */
export function TrackingLookup({ orders }: { orders: PrasadOrder[] }) {
  const records = useMemo(() => sampleTrackingRecords(new Date()), []);
  const [input, setInput] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const track = (e: FormEvent) => {
    e.preventDefault();
    const id = normaliseTrackingId(input);
    const record = lookupTracking(input, records, orders);
    if (id === null || record === undefined) return;
    setResult({ id, record });
  };

  return (
    <section aria-labelledby="track-prasad" className="bg-cream-100 py-10 md:py-14">
      <div className="container-page">
        <SectionHeading
          id="track-prasad"
          title="Track Your Prasad"
          subtitle="Enter the tracking ID from your order confirmation to see where your prasad is."
        />
        <form onSubmit={track} className="flex max-w-xl flex-col gap-3 sm:flex-row">
          <label className="flex-1">
            <span className="sr-only">Tracking ID</span>
            <input
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder={`Tracking ID, e.g. ${SAMPLE_TRACKING_ID}`}
              autoCapitalize="characters"
              spellCheck={false}
              className="min-h-12 w-full rounded-full border border-cream-200 bg-white px-5 uppercase text-ink-900 placeholder:normal-case placeholder:text-ink-600 focus:border-saffron-500"
            />
          </label>
          <Button type="submit" size="lg">
            <PackageSearch className="h-5 w-5" aria-hidden />
            Track
          </Button>
        </form>
        <p className="mt-2 text-sm text-ink-600">
          Trying it out? Use the sample ID{' '}
          <button
            type="button"
            className="inline-flex min-h-8 items-center font-semibold text-saffron-700 underline"
            onClick={() => setInput(SAMPLE_TRACKING_ID)}
          >
            {SAMPLE_TRACKING_ID}
          </button>
          .
        </p>

        <div className="mt-6 max-w-3xl" aria-live="polite">
          {result?.record && <TrackingTimeline trackingId={result.id} record={result.record} />}
          {result && !result.record && (
            <div role="alert" className="rounded-[12px] border border-danger/25 bg-white p-6">
              <div className="flex gap-3">
                <SearchX className="h-8 w-8 shrink-0 text-danger" aria-hidden />
                <div>
                  <h3 className="text-lg font-semibold text-maroon-800">Tracking ID Not Found</h3>
                  <p className="mt-1 text-ink-900">
                    We could not find <span className="font-semibold">{result.id}</span>. Please check the tracking ID
                    on your order confirmation and try again. If it still does not appear, please contact our support
                    team.
                  </p>
                  <a
                    href={SUPPORT.phoneHref}
                    className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-saffron-700 hover:underline"
                  >
                    <Phone className="h-4 w-4" aria-hidden />
                    Call support: {SUPPORT.phone}
                  </a>
                </div>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
