import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { MobileBottomBar } from '../../../components/ui/MobileBottomBar';
import { Price } from '../../../components/ui/Price';
import { proceedLabel, type Gift } from '../lib/donation-selection';
import { AmountInput } from './AmountInput';

type Props = {
  gift: Gift;
  amountText: string;
  onAmount: (text: string) => void;
  onProceed: () => void;
};

/** The donation panel: chosen sevas, your amount, the breakdown and the proceed button (desktop). */
export function DonationPanel({ gift, amountText, onAmount, onProceed }: Props) {
  const { lines, breakdown } = gift;
  return (
    <section aria-labelledby="donate-title" className="rounded-[12px] bg-white p-5 shadow-raised">
      <h2 id="donate-title" className="font-display text-xl font-bold">
        Make Your Contribution
      </h2>
      <div className="mt-1 h-0.5 w-12 bg-gold-400" aria-hidden />

      {lines.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm" aria-label="Chosen sevas">
          {lines.map((l) => (
            <li key={l.sevaId} className="flex justify-between gap-3">
              <span>
                {l.sevaTitle} <span className="text-ink-600">× {l.quantity}</span>
              </span>
              <Price value={l.subtotal} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4">
        <AmountInput text={amountText} error={gift.amountError} onChange={onAmount} />
      </div>

      <dl className="mt-5 space-y-1.5 border-t border-cream-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-600">Sevas total</dt>
          <dd>
            <Price value={breakdown.sevasTotal} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-600">Your amount</dt>
          <dd>
            <Price value={breakdown.customAmountTotal} />
          </dd>
        </div>
        <div className="flex items-baseline justify-between pt-1.5">
          <dt className="font-semibold text-ink-900">Total</dt>
          <dd>
            <Price value={breakdown.totalAmount} className="text-2xl font-bold text-maroon-800" />
          </dd>
        </div>
      </dl>

      <div className="hidden md:block">
        <Button size="lg" className="mt-4 w-full" disabled={!gift.canProceed} onClick={onProceed}>
          {proceedLabel(gift)}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-600">
          <Lock className="h-3.5 w-3.5" aria-hidden /> Secure payment by card or UPI · no fee added
        </p>
      </div>
    </section>
  );
}

/** Mobile: the total and the proceed button stay within thumb reach (safe-area padded). */
export function MobileDonateBar({ gift, onProceed }: { gift: Gift; onProceed: () => void }) {
  const { sevasTotal, customAmountTotal, totalAmount } = gift.breakdown;
  return (
    <MobileBottomBar>
      <p className="mb-2 flex justify-between text-xs text-ink-600">
        <span>
          Sevas <Price value={sevasTotal} /> · Amount <Price value={customAmountTotal} />
        </span>
        <span>
          Total <Price value={totalAmount} className="font-bold text-maroon-800" />
        </span>
      </p>
      <Button size="lg" className="w-full" disabled={!gift.canProceed} onClick={onProceed}>
        {proceedLabel(gift)}
      </Button>
    </MobileBottomBar>
  );
}
