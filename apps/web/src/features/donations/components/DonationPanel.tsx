import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { MobileBottomBar } from '../../../components/ui/MobileBottomBar';
import { Price } from '../../../components/ui/Price';
import { proceedLabel, type Gift } from '../lib/donation-selection';
import { AmountInput } from './AmountInput';
import { rich } from '../../../lib/i18n/rich';
import { useDonationsT } from '../i18n';

type Props = {
  gift: Gift;
  amountText: string;
  onAmount: (text: string) => void;
  onProceed: () => void;
};

/** The donation panel: chosen sevas, your amount, the breakdown and the proceed button (desktop). */
export function DonationPanel({ gift, amountText, onAmount, onProceed }: Props) {
  const { t } = useDonationsT();
  const { lines, breakdown } = gift;
  return (
    <section aria-labelledby="donate-title" className="rounded-[12px] bg-white p-5 shadow-raised">
      <h2 id="donate-title" className="font-display text-xl font-bold">
        {t('panel.title')}
      </h2>
      <div className="mt-1 h-0.5 w-12 bg-gold-400" aria-hidden />

      {lines.length > 0 && (
        <ul className="mt-4 space-y-1.5 text-sm" aria-label={t('panel.chosen')}>
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
          <dt className="text-ink-600">{t('panel.sevasTotal')}</dt>
          <dd>
            <Price value={breakdown.sevasTotal} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-600">{t('panel.yourAmount')}</dt>
          <dd>
            <Price value={breakdown.customAmountTotal} />
          </dd>
        </div>
        <div className="flex items-baseline justify-between pt-1.5">
          <dt className="font-semibold text-ink-900">{t('panel.total')}</dt>
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
          <Lock className="h-3.5 w-3.5" aria-hidden /> {t('panel.secure')}
        </p>
      </div>
    </section>
  );
}

/** Mobile: the total and the proceed button stay within thumb reach (safe-area padded). */
export function MobileDonateBar({ gift, onProceed }: { gift: Gift; onProceed: () => void }) {
  const { t } = useDonationsT();
  const { sevasTotal, customAmountTotal, totalAmount } = gift.breakdown;
  return (
    <MobileBottomBar>
      <p className="mb-2 flex justify-between text-xs text-ink-600">
        <span>{rich(t('panel.mobileSplit'), { sevas: <Price value={sevasTotal} />, amount: <Price value={customAmountTotal} /> })}</span>
        <span>{rich(t('panel.mobileTotal'), { total: <Price value={totalAmount} className="font-bold text-maroon-800" /> })}</span>
      </p>
      <Button size="lg" className="w-full" disabled={!gift.canProceed} onClick={onProceed}>
        {proceedLabel(gift)}
      </Button>
    </MobileBottomBar>
  );
}
