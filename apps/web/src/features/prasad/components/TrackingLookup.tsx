import { PackageSearch, Phone, SearchX } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { LoadingLine } from '../../../components/ui/LoadingLine';
import { SectionHeading } from '../../../components/ui/PageHero';
import { ErrorState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { SUPPORT } from '../../../lib/support';
import { useTracking } from '../api/prasad';
import { usePrasadT } from '../i18n';
import { normaliseTrackingId } from '../tracking';
import { TrackingTimeline } from './TrackingTimeline';

export const LOOKUP_ID = 'track-prasad';

/**
 * The standalone tracking-ID lookup (public: GET /prasad/track/{id}). Blank input is ignored; the
 * id is upper-cased, blanks removed. The id lives in the URL (`?track=TRK-…`), so a shared link
 * opens the result.
 */
export function TrackingLookup() {
  const { t } = usePrasadT();
  const [params, setParams] = useSearchParams();
  const id = normaliseTrackingId(params.get('track') ?? '');
  const [input, setInput] = useState(id ?? '');
  const tracking = useTracking(id);

  // A link (or the account page) that opens a tracking id brings the result into view.
  useEffect(() => {
    if (!id) return;
    setInput(id);
    document.getElementById(LOOKUP_ID)?.scrollIntoView({ block: 'start' });
  }, [id]);

  const track = (e: FormEvent) => {
    e.preventDefault();
    const next = normaliseTrackingId(input);
    if (next === null) return;
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('track', next);
        return q;
      },
      { preventScrollReset: true },
    );
    if (next === id) void tracking.refetch();
  };

  return (
    <section id={LOOKUP_ID} aria-labelledby="track-prasad-title" className="scroll-mt-24 bg-cream-100 py-10 md:py-14">
      <div className="container-page">
        <SectionHeading id="track-prasad-title" title={t('track.title')} subtitle={t('track.subtitle')} />
        <form onSubmit={track} className="flex max-w-xl flex-col gap-3 sm:flex-row">
          <label className="flex-1">
            <span className="sr-only">{t('track.label')}</span>
            <input
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder={t('track.placeholder')}
              autoCapitalize="characters"
              spellCheck={false}
              className="min-h-12 w-full rounded-full border border-cream-200 bg-white px-5 uppercase text-ink-900 placeholder:normal-case placeholder:text-ink-600 focus:border-saffron-500"
            />
          </label>
          <Button type="submit" size="lg">
            <PackageSearch className="h-5 w-5" aria-hidden />
            {t('track.button')}
          </Button>
        </form>

        <div className="mt-6 max-w-3xl" aria-live="polite">
          {id && tracking.isPending && (
            <LoadingLine>{t('track.loading')}</LoadingLine>
          )}
          {tracking.data && <TrackingTimeline record={tracking.data} />}
          {id && tracking.isError && isNotFound(tracking.error) && (
            <div role="alert" className="rounded-[12px] border border-danger/25 bg-white p-6">
              <div className="flex gap-3">
                <SearchX className="h-8 w-8 shrink-0 text-danger" aria-hidden />
                <div>
                  <h3 className="text-lg font-semibold text-maroon-800">{t('track.notFoundTitle')}</h3>
                  <p className="mt-1 text-ink-900">{t('track.notFoundText', { id })}</p>
                  <a
                    href={SUPPORT.phoneHref}
                    className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-saffron-700 hover:underline"
                  >
                    <Phone className="h-4 w-4" aria-hidden />
                    {t('track.callSupport', { phone: SUPPORT.phone })}
                  </a>
                </div>
              </div>
            </div>
          )}
          {id && tracking.isError && !isNotFound(tracking.error) && (
            <ErrorState message={t('track.failed')} onRetry={() => void tracking.refetch()} />
          )}
        </div>
      </div>
    </section>
  );
}
