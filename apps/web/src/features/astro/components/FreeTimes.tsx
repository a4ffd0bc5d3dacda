import { CalendarX2, Clock } from 'lucide-react';
import type { TimeInterval } from '@sankalp/shared/api/pandit-bookings';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { intervalHolding, intervalLabel, istInstant } from '../lib/consult-time';
import { useT } from '../../../lib/i18n/index';
import { useAstroT } from '../i18n';

type Props = {
  id: string;
  panditName: string;
  date: string;
  /** The availability query's state for `date`. */
  status: 'idle' | 'pending' | 'error' | 'success';
  free: readonly TimeInterval[] | undefined;
  /** The range typed or picked so far (IST 'HH:MM'), to mark the interval that holds it. */
  from: string;
  to: string;
  /** A 409 slot_taken just refreshed the list: say so above it. */
  taken: boolean;
  disabled: boolean;
  onPick: (interval: TimeInterval) => void;
  onRetry: () => void;
};

/**
 * The pandit's free times on the chosen date, as tappable intervals: a tap fills From and To.
 * Loading, failed, none-free and no-date-yet each say what to do.
 */
export function FreeTimes({ id, panditName, date, status, free, from, to, taken, disabled, onPick, onRetry }: Props) {
  const { t, language } = useAstroT();
  const { t: tc } = useT();
  const chosen = free && date ? intervalHolding(free, istInstant(date, from), istInstant(date, to)) : undefined;
  return (
    <div id={id} className="scroll-mt-28 rounded-[12px] bg-cream-50 p-4 ring-1 ring-cream-200">
      <p id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Clock className="h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
        <span>
          {t('free.title', { name: panditName })} <span className="font-normal text-ink-600">(IST)</span>
        </span>
      </p>
      {taken && (
        <p role="alert" className="mt-3 rounded-[10px] bg-danger/10 px-3 py-2 text-sm font-semibold text-danger">
          {t('free.taken')}
        </p>
      )}
      <div className="mt-3" aria-live="polite">
        {!date || status === 'idle' ? (
          <p className="text-sm text-ink-600">{t('free.chooseDate', { name: panditName })}</p>
        ) : status === 'pending' ? (
          <div role="status">
            <span className="sr-only">{t('free.loading')}</span>
            <div className="flex flex-wrap gap-2">
              <Skeleton className="h-11 w-44 rounded-full" />
              <Skeleton className="h-11 w-44 rounded-full" />
            </div>
          </div>
        ) : status === 'error' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-danger">{t('free.failed')}</span>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {tc('common.retry')}
            </Button>
          </div>
        ) : !free || free.length === 0 ? (
          <p className="flex items-start gap-2 text-sm font-semibold text-maroon-800">
            <CalendarX2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {t('free.none')}
          </p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-title`}>
              {free.map((i) => {
                const on = chosen === i;
                return (
                  <li key={i.from}>
                    <button
                      type="button"
                      disabled={disabled}
                      aria-pressed={on}
                      onClick={() => onPick(i)}
                      className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-semibold tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-55 ${
                        on
                          ? 'border-saffron-600 bg-saffron-600 text-white'
                          : 'border-saffron-200 bg-white text-saffron-700 hover:border-saffron-600 hover:bg-saffron-50'
                      }`}
                    >
                      {intervalLabel(i, language)}
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-xs text-ink-600">
              {t('free.tip')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
