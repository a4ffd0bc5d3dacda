import { Loader2, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pandit } from '@sankalp/shared/api/catalog';
import { PANDIT_SERVICE_LABELS } from '@sankalp/shared/schemas/panditBooking';
import { Button } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import type { PayPhase } from '../../../lib/payments';
import type { ConsultForm } from '../lib/consult-form';
import { clockLabel, durationMinutes, longDayOf } from '../lib/consult-time';
import { PanditSummary } from './PanditSummary';

type PayProps = { phase: PayPhase; disabled: boolean; onPay: () => void };

/** The spec's button: 'Pay & Book Consultation', 'Processing...' while the payment runs. */
export function ConsultPayButton({ phase, disabled, onPay, className = '' }: PayProps & { className?: string }) {
  const busy = phase !== 'idle';
  return (
    <Button size="lg" className={className} disabled={disabled || busy} aria-busy={busy} onClick={onPay}>
      {busy ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> : <Lock className="h-4 w-4" aria-hidden />}
      {busy ? 'Processing...' : 'Pay & Book Consultation'}
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
  const minutes = durationMinutes(form.from, form.to);
  const pending = <span className="font-normal text-ink-600">Not chosen yet</span>;
  return (
    <div>
      <PanditSummary pandit={pandit} />
      <h2 className="sr-only">Your consultation</h2>
      <dl className="mt-4 space-y-2 border-t border-cream-200 pt-4 text-sm">
        <Row label="Service">{form.serviceType ? PANDIT_SERVICE_LABELS[form.serviceType] : pending}</Row>
        <Row label="Date">{form.date ? longDayOf(form.date) : pending}</Row>
        <Row label="Time">
          {minutes ? (
            <>
              {clockLabel(form.from)} – {clockLabel(form.to)} IST
              <span className="block text-xs font-normal text-ink-600">{minutes} minutes</span>
            </>
          ) : (
            pending
          )}
        </Row>
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-cream-200 pt-4">
        <span className="font-semibold text-ink-900">Consultation Fee</span>
        <Price value={pandit.consultationFee} className="text-2xl font-bold text-maroon-800" />
      </div>
      {pay && <ConsultPayButton {...pay} className="mt-4 w-full" />}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-ink-600">
        <ShieldCheck className="h-4 w-4 shrink-0 text-success" aria-hidden /> Secure payment by card or UPI. Your time is held
        while you pay.
      </p>
    </div>
  );
}
