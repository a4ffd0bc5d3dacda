import { Check } from 'lucide-react';
import { usePrasadT } from '../i18n';
import { ORDER_STEPS, statusProgress, statusStep, statusTone } from '../prasad-orders';

/** Progress bar (25 / 75 / 100 %) and the step markers 1-3 of an order. */
export function StatusProgress({ status }: { status: string | null }) {
  const { t } = usePrasadT();
  const percent = statusProgress(status);
  const step = statusStep(status);
  const tone = statusTone(status);
  const bar = tone === 'delivered' ? 'bg-success' : tone === 'other' ? 'bg-danger' : 'bg-saffron-600';
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('orders.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${status ?? ''}, ${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-cream-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-700 ${bar}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-3 text-xs">
        {ORDER_STEPS.map((label, i) => {
          const filled = i < step;
          return (
            <li
              key={label}
              className={`flex flex-col items-center gap-1 ${i === 0 ? 'items-start' : i === 2 ? 'items-end' : ''}`}
            >
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-bold ${
                  filled ? 'border-saffron-600 bg-saffron-600 text-white' : 'border-cream-200 bg-white text-ink-600'
                }`}
                aria-hidden
              >
                {filled ? <Check className="h-4 w-4" /> : i + 1}
              </span>
              <span className={filled ? 'font-semibold text-ink-900' : 'text-ink-600'}>
                {t(`status.${label}`)}
                <span className="sr-only">{filled ? t('orders.done') : t('orders.pending')}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
