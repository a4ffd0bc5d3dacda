import { Loader2, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pandit } from '@sankalp/shared/api/catalog';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import type { PayPhase } from '../../../lib/payments';
import type { ConsultForm } from '../lib/consult-form';
import { clockLabel, durationMinutes, longDayOf } from '../lib/consult-time';
import { PanditSummary } from './PanditSummary';
import { serviceLabel } from '../../../components/catalog/labels/index';
import { useAstroT } from '../i18n';

type PayProps = { phase: PayPhase; disabled: boolean; onPay: () => void };

/** The spec's button: 'Pay & Book Consultation', 'Processing...' while the payment runs. */
export function ConsultPayButton({ phase, disabled, onPay, className = '' }: PayProps & { className?: string }) {
  const { t } = useAstroT();
  const busy = phase !== 'idle';
  return (
    <Button size="lg" className={className} disabled={disabled || busy} aria-busy={busy} onClick={onPay}>
      {busy ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}
      {busy ? t('summary.processing') : t('summary.pay')}
    </Button>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="shrink-0 text-ink-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-ink-900">{children}</dd>
    </div>
  );
}

/**
 * What is being booked and the Consultation Fee: the desktop side panel (with the pay button)
 * and the phone's in-page card (the bottom bar carries the button there).
 */
export function ConsultSummary({
  pandit,
  form,
  pay,
}: {
  pandit: Pick<Pandit, 'name' | 'img' | 'location' | 'consultationFee'>;
  form: ConsultForm;
  /** The pay button and its state; none on the phone's in-page card. */
  pay?: PayProps;
}) {
  const { t, language } = useAstroT();
  const minutes = durationMinutes(form.from, form.to);
  const pending = <span className="font-normal text-ink-600">{t('summary.notChosen')}</span>;
  return (
    <div>
      <PanditSummary pandit={pandit} />
      <h2 className="sr-only">{t('form.consultation')}</h2>
      <dl className="mt-4 space-y-2 border-t border-cream-200 pt-4 text-sm">
        <Row label={t('summary.service')}>{form.serviceType ? serviceLabel(form.serviceType) : pending}</Row>
        <Row label={t('summary.date')}>{form.date ? longDayOf(form.date, language) : pending}</Row>
        <Row label={t('summary.time')}>
          {minutes ? (
            <>
              {t('summary.range', { from: clockLabel(form.from, language), to: clockLabel(form.to, language) })}
              <span className="block text-xs font-normal text-ink-600">{t('summary.minutes', { minutes })}</span>
            </>
          ) : (
            pending
          )}
        </Row>
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-cream-200 pt-4">
        <span className="font-semibold text-ink-900">{t('summary.fee')}</span>
        <Price value={pandit.consultationFee} className="text-2xl font-bold text-maroon-800" />
      </div>
      {pay && <ConsultPayButton {...pay} className="mt-4 w-full" />}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-ink-600">
        <ShieldCheck className="h-4 w-4 shrink-0 text-success" aria-hidden /> {t('summary.secure')}
      </p>
    </div>
  );
}
