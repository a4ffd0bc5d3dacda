import { QUICK_DONATION_AMOUNTS } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { parseWholeRupees } from '@sankalp/shared/money-input';
import { inputClass } from '../../../components/ui/FormField';
import { useDonationsT } from '../i18n';

type Props = {
  /** The amount as typed; it is never rewritten ('501.00' stays, with its error). */
  text: string;
  error: string | null;
  onChange: (text: string) => void;
};

/** Any amount in whole rupees (empty is 0) and the quick-select amounts 251, 701, 1501, 3001. */
export function AmountInput({ text, error, onChange }: Props) {
  const { t } = useDonationsT();
  const amount = error ? null : parseWholeRupees(text).amount;
  return (
    <div>
      <label htmlFor="donation-amount" className="text-sm font-semibold text-ink-900">
        {t('panel.yourAmount')}
      </label>
      <div className="relative mt-1.5">
        <span
          className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-lg font-bold text-ink-600"
          aria-hidden
        >
          ₹
        </span>
        <input
          id="donation-amount"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('panel.placeholder')}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'donation-amount-error' : undefined}
          className={inputClass(Boolean(error), 'pl-9 text-lg font-semibold placeholder:text-base placeholder:font-normal')}
        />
      </div>
      {error && (
        <p id="donation-amount-error" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div role="group" aria-label={t('panel.quick')} className="mt-3 grid grid-cols-4 gap-2">
        {QUICK_DONATION_AMOUNTS.map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={amount === a}
            onClick={() => onChange(String(a))}
            className={`min-h-11 rounded-full border text-sm font-semibold tabular-nums transition-colors ${
              amount === a
                ? 'border-saffron-600 bg-saffron-600 text-white'
                : 'border-cream-200 bg-white text-ink-900 hover:border-saffron-500'
            }`}
          >
            {formatINR(a)}
          </button>
        ))}
      </div>
    </div>
  );
}
