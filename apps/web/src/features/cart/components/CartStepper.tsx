import { Minus, Plus } from 'lucide-react';
import { useCartT } from '../i18n/index';

/**
 * − n + for one cart line (the store's QuantityStepper is one-per-page, with a fixed label id and
 * no upper bound). `max` is the most that can be ordered now; a line above it may only go down.
 */
export function CartStepper({
  value,
  max,
  label,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  onChange: (n: number) => void;
}) {
  const { t } = useCartT();
  const btn =
    'inline-flex h-11 w-11 items-center justify-center rounded-full text-saffron-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-600/40 disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center gap-0.5 rounded-full border-2 border-cream-200 bg-white p-0.5"
    >
      <button
        type="button"
        className={btn}
        aria-label={t('decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      <output
        aria-live="polite"
        className="min-w-7 text-center text-base font-bold tabular-nums text-ink-900"
        data-testid="cart-quantity"
      >
        {value}
      </output>
      <button
        type="button"
        className={btn}
        aria-label={t('increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
