import { Inbox } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/StateViews';
import { Skeleton } from '../../../components/ui/Skeleton';
import type { BookingView } from '../lib/booking-view';
import type { HistoryTabConfig } from '../lib/history';
import { BookingCard } from './BookingCard';
import { useAccountT } from '../i18n/index';

/** One history tab: Total, loading text, cards, or the empty state with its action. */
export function HistoryPanel({
  config,
  items,
  loading,
  error,
  onRetry,
}: {
  config: HistoryTabConfig;
  items: BookingView[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useAccountT();
  return (
    <section aria-labelledby={`${config.tab}-title`}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={`${config.tab}-title`} className="font-display text-[22px] font-bold md:text-[28px]">
            {config.label}
          </h2>
          <div className="mt-1 h-0.5 w-14 bg-gold-400" aria-hidden />
        </div>
        {!loading && !error && <p className="rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-ink-900">{t('history.total', { count: items.length })}</p>}
      </div>
      {loading ? (
        <div role="status" aria-live="polite">
          <p className="mb-3 text-ink-600">{config.loading}</p>
          <div className="space-y-4" aria-hidden>
            {[0, 1].map((i) => (
              <div key={i} className="rounded-[12px] border border-cream-200 bg-white p-5">
                <Skeleton className="h-5 w-1/2" />
                <Skeleton className="mt-2 h-4 w-1/3" />
                <Skeleton className="mt-5 h-10 w-full" />
              </div>
            ))}
          </div>
        </div>
      ) : error ? (
        <ErrorState title={t('history.loadFailed', { what: t(`history.${config.tab}.lower`) })} message={error} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-[12px] border border-dashed border-cream-200 bg-white/70 px-6 py-12 text-center">
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-cream-100">
            <Inbox className="h-8 w-8 text-saffron-600" aria-hidden />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-maroon-800">{config.emptyTitle}</h3>
          <p className="mt-1 max-w-sm text-ink-600">{config.emptyMessage}</p>
          <ButtonLink to={config.action.to} className="mt-5">
            {config.action.label}
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {items.map((view) => (
            <li key={view.id}>
              <BookingCard view={view} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
