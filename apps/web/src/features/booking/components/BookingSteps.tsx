import { Check } from 'lucide-react';
import { useBookingT } from '../i18n/index';

const STEPS = ['steps.sankalp', 'steps.chadhava', 'steps.payment'] as const;

/** Where the devotee is in the booking: 1 Sankalp details · 2 Chadhava & dakshina · 3 Payment. */
export function BookingSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useBookingT();
  return (
    <nav aria-label={t('steps.label')} className="print:hidden">
      <ol className="flex items-center gap-2 text-xs font-semibold sm:text-sm">
        {STEPS.map((label, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li
              key={label}
              className={`flex min-w-0 items-center gap-2 ${active ? 'shrink-0' : n < STEPS.length ? 'flex-1' : ''}`}
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={`inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs ${
                  done
                    ? 'bg-success text-white'
                    : active
                      ? 'bg-saffron-600 text-white'
                      : 'border-2 border-cream-200 bg-white text-ink-600'
                }`}
                aria-hidden
              >
                {done ? <Check className="h-4 w-4" /> : n}
              </span>
              <span className="sr-only">{t(done ? 'steps.done' : active ? 'steps.current' : 'steps.next')}</span>
              <span className={active ? 'truncate text-maroon-800' : 'sr-only text-ink-600 sm:not-sr-only sm:truncate'}>{t(label)}</span>
              {n < STEPS.length && <span className="h-px min-w-3 flex-1 bg-cream-200" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
