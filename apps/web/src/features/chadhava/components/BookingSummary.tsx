import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import type { SelectedLine } from '../lib/selection';
import { MobileBottomBar } from '../../../components/ui/MobileBottomBar';

export type SummaryProps = {
  basePrice: number;
  lines: SelectedLine[];
  total: number;
  /** The message to show (only after the first interaction). */
  message: string | null;
  disabled: boolean;
  onProceed: () => void;
};

/** The desktop side panel: what is being offered, the total and Proceed to Pay. */
export function BookingSummary({ basePrice, lines, total, message, disabled, onProceed }: SummaryProps) {
  return (
    <aside aria-labelledby="summary-title" className="rounded-[12px] bg-white p-5 shadow-raised">
      <h2 id="summary-title" className="font-display text-xl font-bold">
        Your Chadhava
      </h2>
      <div className="mt-1 h-0.5 w-12 bg-gold-400" aria-hidden />
      <dl className="mt-4 space-y-2 text-sm">
        {basePrice > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-600">Event base price</dt>
            <dd>
              <Price value={basePrice} />
            </dd>
          </div>
        )}
        {lines.map((l) => (
          <div key={l.offering._id} className="flex justify-between gap-3">
            <dt className="text-ink-900">
              {l.offering.name} <span className="text-ink-600">× {l.quantity}</span>
            </dt>
            <dd>
              <Price value={l.subtotal} />
            </dd>
          </div>
        ))}
        {lines.length === 0 && (
          <p className="rounded-lg bg-cream-100 px-3 py-2 text-ink-600">No offerings added yet.</p>
        )}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-cream-200 pt-4">
        <span className="font-semibold text-ink-900">Total</span>
        <Price value={total} className="text-2xl font-bold text-maroon-800" />
      </div>
      {message && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      <Button size="lg" className="mt-4 w-full" disabled={disabled} onClick={onProceed}>
        Proceed to Pay
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-600">
        <Lock className="h-3.5 w-3.5" aria-hidden /> Secure payment by card or UPI
      </p>
    </aside>
  );
}

/** The mobile bottom bar: the total and Proceed, within thumb reach (safe-area padded). */
export function MobileBookingBar({ lines, total, message, disabled, onProceed }: SummaryProps) {
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <MobileBottomBar>
      {message && (
        <p role="alert" className="mb-2 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="text-xs text-ink-600">
            {count === 0 ? 'Total' : `Total · ${count} ${count === 1 ? 'offering' : 'offerings'}`}
          </p>
          <Price value={total} className="text-xl font-bold text-maroon-800" />
        </div>
        <Button size="lg" className="min-w-36" disabled={disabled} onClick={onProceed}>
          Proceed
        </Button>
      </div>
    </MobileBottomBar>
  );
}
