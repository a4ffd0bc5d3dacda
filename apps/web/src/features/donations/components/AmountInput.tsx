import { QUICK_DONATION_AMOUNTS } from '@sankalp/shared/constants';
import { formatINR, sanitizeAmountInput } from '@sankalp/shared/money';

/** Any amount (digits only, empty is 0) and the quick-select amounts 251, 701, 1501, 3001. */
export function AmountInput({ amount, onChange }: { amount: number; onChange: (amount: number) => void }) {
  return (
    <div>
      <label htmlFor="donation-amount" className="text-sm font-semibold text-ink-900">
        Your amount
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
          placeholder="Enter any amount"
          value={amount > 0 ? String(amount) : ''}
          onChange={(e) => onChange(sanitizeAmountInput(e.target.value))}
          className="min-h-12 w-full rounded-[12px] border border-cream-200 bg-cream-50 pl-9 pr-4 text-lg font-semibold text-ink-900 placeholder:text-base placeholder:font-normal placeholder:text-ink-600 focus:border-saffron-500"
        />
      </div>
      <div role="group" aria-label="Quick amounts" className="mt-3 grid grid-cols-4 gap-2">
        {QUICK_DONATION_AMOUNTS.map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={amount === a}
            onClick={() => onChange(a)}
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
