import { Loader2, Lock, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PayPhase } from '../../lib/payments/pay-flow';
import { BillRows, BillTotal, MobileTotalBar, type BillLine } from '../ui/Bill';
import { Button } from '../ui/Button';
import { Price } from '../ui/Price';
import { usePaymentsT, type PaymentsKey } from './i18n/index';

export type { BillLine };

export type BillSummaryProps = {
  lines: BillLine[];
  /** Rows between the lines and the total (e.g. 'Offerings subtotal'). */
  subtotals?: BillLine[];
  total: number;
  /** The pay button's words before the total: 'Pay' → 'Pay ₹1,101'. */
  payLabel: string;
  phase: PayPhase;
  disabled: boolean;
  onPay: () => void;
  /** A small line under the total (e.g. 'Updated to the current prices'). */
  note?: ReactNode;
  /** What stops payment (a danger line above the button), or null. */
  message?: string | null;
  /** Above the bill in the side panel (e.g. what is being booked). */
  header?: ReactNode;
  title?: string;
  /** Shown instead of the lines when there are none. */
  empty?: ReactNode;
  /** The reassurance under the bill (default: 'Secure payment by card or UPI.'). */
  assurance?: string;
  /** Why this cannot be paid (e.g. Fully Booked): shown instead of the pay button. */
  unavailable?: ReactNode;
};

const PHASE_TEXT: Record<Exclude<PayPhase, 'idle'>, [full: PaymentsKey, short: PaymentsKey]> = {
  booking: ['bill.preparing', 'bill.preparingShort'],
  checkout: ['bill.waiting', 'bill.waitingShort'],
  verifying: ['bill.verifying', 'bill.verifyingShort'],
};

export function PayButton({
  phase,
  disabled,
  total,
  payLabel,
  onPay,
  className = '',
  compact = false,
}: Pick<BillSummaryProps, 'phase' | 'disabled' | 'total' | 'payLabel' | 'onPay'> & { className?: string; compact?: boolean }) {
  const { t } = usePaymentsT();
  const busy = phase !== 'idle';
  return (
    // While busy it stays focusable (aria-disabled, not disabled): focus is not dropped to the page
    // when the payment window opens, and returns here when it closes (WCAG 2.4.3).
    <Button
      size="lg"
      className={busy ? `${className} cursor-progress opacity-55` : className}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={busy ? undefined : onPay}
    >
      {busy ? (
        <>
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden /> {t(PHASE_TEXT[phase][compact ? 1 : 0])}
        </>
      ) : (
        <>
          <Lock className="h-4 w-4" aria-hidden /> {payLabel} <Price value={total} />
        </>
      )}
    </Button>
  );
}

function Unavailable({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  return (
    <p
      role="status"
      className={`rounded-full bg-danger/10 px-4 text-center font-semibold text-danger ${compact ? 'shrink-0 py-2 text-sm' : 'mt-4 py-3'}`}
    >
      {children}
    </p>
  );
}

/**
 * The bill of every pay page (puja, chadhava, donations): its lines, subtotals, the total and the
 * pay button with the flow's phase. `variant="bill"` is the phone's in-page bill (the bottom bar
 * carries the button there).
 */
export function BillSummary(props: BillSummaryProps & { variant?: 'panel' | 'bill' }) {
  const { t } = usePaymentsT();
  const { lines, subtotals = [], total, note, message, header, title = t('bill.title'), empty, variant = 'panel' } = props;
  const assurance = props.assurance ?? t('bill.assurance');
  const panel = variant === 'panel';
  return (
    <div>
      {panel && header}
      <h2 className={panel && header ? 'sr-only' : 'font-display text-[20px] font-bold'}>{title}</h2>
      {!(panel && header) && <div className="mt-1 h-0.5 w-12 bg-gold-400" aria-hidden />}
      <dl className={`space-y-2 text-sm ${panel && header ? 'mt-4 border-t border-cream-200 pt-4' : 'mt-3'}`}>
        <BillRows rows={lines} />
        {lines.length === 0 && empty && <div className="rounded-lg bg-cream-100 px-3 py-2 text-ink-600">{empty}</div>}
        {subtotals.length > 0 && (
          <div className="space-y-2 border-t border-dashed border-cream-200 pt-2">
            <BillRows rows={subtotals} />
          </div>
        )}
      </dl>
      <BillTotal total={total} />
      {note && <p className="mt-1 text-right text-xs text-ink-600">{note}</p>}
      {panel && message && (
        <p role="alert" className="mt-3 rounded-[10px] bg-danger/10 px-3 py-2 text-sm font-semibold text-danger">
          {message}
        </p>
      )}
      {panel && (props.unavailable ? <Unavailable>{props.unavailable}</Unavailable> : <PayButton {...props} className="mt-4 w-full" />)}
      <p className="mt-3 flex items-center justify-center gap-1.5 text-center text-xs text-ink-600">
        <ShieldCheck className="h-4 w-4 shrink-0 text-success" aria-hidden /> {assurance}
      </p>
    </div>
  );
}

/** The phone's bill in the page, as a card (the bottom bar carries the button there). */
export function InPageBill(props: BillSummaryProps) {
  return (
    <div className="rounded-[12px] bg-white p-5 shadow-raised md:hidden">
      <BillSummary {...props} variant="bill" />
    </div>
  );
}

/** The desktop side panel beside the form, sticky while the form scrolls; `label` names the landmark. */
export function BillPanel({ label, ...props }: BillSummaryProps & { label: string }) {
  return (
    <aside className="hidden md:block" aria-label={label}>
      <div className="sticky top-24 rounded-[12px] bg-white p-5 shadow-raised">
        <BillSummary {...props} />
      </div>
    </aside>
  );
}

/** The phone's bottom bar: the total and the pay button within thumb reach. */
export function MobilePayBar(props: BillSummaryProps & { caption?: string }) {
  const { total, message, caption } = props;
  return (
    <MobileTotalBar total={total} caption={caption} message={message}>
      {props.unavailable ? <Unavailable compact>{props.unavailable}</Unavailable> : <PayButton {...props} compact className="min-w-40 shrink-0" />}
    </MobileTotalBar>
  );
}
