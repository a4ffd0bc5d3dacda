import { Loader2, Lock, ShieldCheck } from 'lucide-react';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { Button } from '../../../components/ui/Button';
import { MobileBottomBar } from '../../../components/ui/MobileBottomBar';
import { Price } from '../../../components/ui/Price';
import type { SelectedLine } from '../lib/selection';
import { PujaSummary } from './PujaSummary';

export type PayPhase = 'idle' | 'booking' | 'checkout' | 'verifying';

export type PaySummaryProps = {
  puja: PujaDetail;
  pkg: PujaPackage | undefined;
  lines: SelectedLine[];
  dakshina: number;
  total: number;
  /** The server's figure replaced the computed one (after a 409). */
  totalFromServer: boolean;
  /** What stops payment (shown after the first Pay attempt). */
  message: string | null;
  phase: PayPhase;
  disabled: boolean;
  onPay: () => void;
};

const phaseText: Record<Exclude<PayPhase, 'idle'>, [string, string]> = {
  booking: ['Preparing your payment…', 'Preparing…'],
  checkout: ['Waiting for payment…', 'Paying…'],
  verifying: ['Confirming your payment…', 'Confirming…'],
};

function PayButton({
  phase,
  disabled,
  total,
  onPay,
  className = '',
  compact = false,
}: Pick<PaySummaryProps, 'phase' | 'disabled' | 'total' | 'onPay'> & { className?: string; compact?: boolean }) {
  const busy = phase !== 'idle';
  return (
    <Button size="lg" className={className} disabled={disabled || busy} aria-busy={busy} onClick={onPay}>
      {busy ? (
        <>
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {phaseText[phase][compact ? 1 : 0]}
        </>
      ) : (
        <>
          <Lock className="h-4 w-4" aria-hidden /> Pay <Price value={total} />
        </>
      )}
    </Button>
  );
}

/**
 * The desktop side panel: the puja, each line of the bill, the total and Pay. `billOnly` is the
 * phone's in-page bill (the bottom bar carries Pay there).
 */
export function PaySummary(props: PaySummaryProps & { billOnly?: boolean }) {
  const { puja, pkg, lines, dakshina, total, totalFromServer, message, billOnly = false } = props;
  return (
    <div>
      {!billOnly && <PujaSummary variant="mini" puja={puja} />}
      <h2 className={billOnly ? 'font-display text-[20px] font-bold' : 'sr-only'}>Your bill</h2>
      <dl className={`space-y-2 text-sm ${billOnly ? 'mt-3' : 'mt-4 border-t border-cream-200 pt-4'}`}>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-900">{pkg ? pkg.thumbnailTitle : 'Package'}</dt>
          <dd>{pkg ? <Price value={pkg.price} /> : <span className="text-ink-600">—</span>}</dd>
        </div>
        {lines.map((l) => (
          <div key={l.item._id} className="flex justify-between gap-3">
            <dt className="text-ink-900">
              {l.item.title} <span className="whitespace-nowrap text-ink-600">× {l.quantity}</span>
            </dt>
            <dd>
              <Price value={l.subtotal} />
            </dd>
          </div>
        ))}
        {dakshina > 0 && (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-900">Dakshina for the pandit</dt>
            <dd>
              <Price value={dakshina} />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-cream-200 pt-4">
        <span className="font-semibold text-ink-900">Total</span>
        <Price value={total} className="text-2xl font-bold text-maroon-800" />
      </div>
      {totalFromServer && <p className="mt-1 text-right text-xs text-ink-600">Updated to the current prices</p>}
      {!billOnly && message && (
        <p role="alert" className="mt-3 rounded-[10px] bg-danger/10 px-3 py-2 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      {!billOnly && <PayButton {...props} className="mt-4 w-full" />}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-ink-600">
        <ShieldCheck className="h-4 w-4 shrink-0 text-success" aria-hidden /> Secure payment by card or UPI. Your booking is saved before you pay.
      </p>
    </div>
  );
}

/** The phone's bottom bar: total and Pay within thumb reach. */
export function MobilePayBar(props: PaySummaryProps) {
  const { lines, dakshina, total, message } = props;
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const extras = count > 0 ? `${count} ${count === 1 ? 'offering' : 'offerings'}` : dakshina > 0 ? 'with dakshina' : '';
  return (
    <MobileBottomBar>
      {message && (
        <p role="alert" className="mb-2 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-ink-600">{extras ? `Total · ${extras}` : 'Total'}</p>
          <Price value={total} className="text-xl font-bold text-maroon-800" />
        </div>
        <PayButton {...props} compact className="min-w-40 shrink-0" />
      </div>
    </MobileBottomBar>
  );
}
