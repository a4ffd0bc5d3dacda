import { Check } from 'lucide-react';

const STEPS = ['Sankalp details', 'Chadhava & dakshina', 'Payment'] as const;

/** Where the devotee is in the booking: 1 Sankalp details · 2 Chadhava & dakshina · 3 Payment. */
export function BookingSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Booking steps" className="print:hidden">
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
              <span className="sr-only">{done ? 'Done: ' : active ? 'Current step: ' : 'Next: '}</span>
              <span className={active ? 'truncate text-maroon-800' : 'sr-only text-ink-600 sm:not-sr-only sm:truncate'}>{label}</span>
              {n < STEPS.length && <span className="h-px min-w-3 flex-1 bg-cream-200" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
