import { Minus, Plus } from 'lucide-react';
import { QUANTITY_MIN } from '@sankalp/shared/constants';
import { useStoreT } from '../i18n';

/** − n + ; minus is disabled at the minimum of 1, plus at `max` (stock and the order limit). */
export function QuantityStepper({
  value,
  onChange,
  max = Number.POSITIVE_INFINITY,
}: {
  value: number;
  onChange: (n: number) => void;
  max?: number;
}) {
  const { t } = useStoreT();
  const btn =
    'inline-flex h-11 w-11 items-center justify-center rounded-full text-saffron-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:text-ink-600/50 disabled:hover:bg-transparent';
  return (
    <div>
      <span id="qty-label" className="block text-sm font-semibold text-ink-900">
        {t('product.quantity')}
      </span>
      <div
        role="group"
        aria-labelledby="qty-label"
        className="mt-2 inline-flex items-center gap-1 rounded-full border-2 border-cream-200 bg-white p-0.5"
      >
        <button
          type="button"
          className={btn}
          aria-label={t('product.decrease')}
          disabled={value <= QUANTITY_MIN}
          onClick={() => onChange(value - 1)}
        >
          <Minus className="h-5 w-5" aria-hidden />
        </button>
        <output
          aria-live="polite"
          className="min-w-8 text-center text-lg font-bold tabular-nums text-ink-900"
          data-testid="product-quantity"
        >
          {value}
        </output>
        <button
          type="button"
          className={btn}
          aria-label={t('product.increase')}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Plus className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
