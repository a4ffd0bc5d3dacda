import { Lock } from 'lucide-react';
import { BillRows, BillTotal, MobileTotalBar } from '../../../components/ui/Bill';
import { Button } from '../../../components/ui/Button';
import { billLines, offeringsCaption, type SelectedLine } from '../lib/selection';
import { useChadhavaT } from '../i18n';

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
  const { t } = useChadhavaT();
  return (
    <aside aria-labelledby="summary-title" className="rounded-[12px] bg-white p-5 shadow-raised">
      <h2 id="summary-title" className="font-display text-xl font-bold">
        {t('summary.title')}
      </h2>
      <div className="mt-1 h-0.5 w-12 bg-gold-400" aria-hidden />
      <dl className="mt-4 space-y-2 text-sm">
        <BillRows rows={billLines(basePrice, lines, <span className="text-ink-600">{t('summary.basePrice')}</span>)} />
      </dl>
      {/* Outside the list of terms and amounts: a <dl> holds only those. */}
      {lines.length === 0 && (
        <div className="mt-2 rounded-lg bg-cream-100 px-3 py-2 text-sm text-ink-600">{t('summary.empty')}</div>
      )}
      <BillTotal total={total} />
      {message && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      <Button size="lg" className="mt-4 w-full" disabled={disabled} onClick={onProceed}>
        {t('summary.proceedToPay')}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-ink-600">
        <Lock className="h-3.5 w-3.5" aria-hidden /> {t('summary.secure')}
      </p>
    </aside>
  );
}

/** The mobile bottom bar: the total and Proceed, within thumb reach (safe-area padded). */
export function MobileBookingBar({ lines, total, message, disabled, onProceed }: SummaryProps) {
  const { t } = useChadhavaT();
  return (
    <MobileTotalBar total={total} caption={offeringsCaption(lines)} message={message}>
      <Button size="lg" className="min-w-36" disabled={disabled} onClick={onProceed}>
        {t('summary.proceed')}
      </Button>
    </MobileTotalBar>
  );
}
