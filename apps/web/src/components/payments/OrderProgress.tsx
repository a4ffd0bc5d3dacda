import { Check, Package, PackageCheck, Phone, RotateCcw, Truck, XCircle } from 'lucide-react';
import type { ProductOrderStatus } from '@sankalp/shared/api/product-orders';
import type { PaymentStatus } from '@sankalp/shared/api/payments';
import { formatWhen } from '../../lib/i18n/format';
import { usePaymentsT } from './i18n/index';

/*
 * The store order's way to the devotee's door: placed → packed → shipped → delivered, with the
 * promises the server names (`next_steps`). Used by the confirmation page and the account's
 * Product Orders tab (`compact`).
 */

export type OrderNextSteps = { confirmation_call: string; dispatch: string; tracking: string };

export type OrderProgressProps = {
  /** Fulfilment status; null until paid. */
  status: ProductOrderStatus | null;
  /** The payment, so an unpaid order reads as such rather than as 'placed'. */
  paymentStatus?: PaymentStatus;
  next_steps?: OrderNextSteps | null;
  createdAt: string;
  /** Courier and tracking number, when the order has shipped and the server names them. */
  shipment?: { courier?: string | null; trackingNumber?: string | null } | null;
  /** One line of dots and labels, without the promises (account cards). */
  compact?: boolean;
};

const STEPS = [
  { key: 'placed', label: 'order.placed', icon: Check },
  { key: 'packed', label: 'order.packed', icon: Package },
  { key: 'shipped', label: 'order.shipped', icon: Truck },
  { key: 'delivered', label: 'order.delivered', icon: PackageCheck },
] as const;

/** How far along the order is: the index of the last step reached, or -1 before it is placed. */
export function progressIndex(status: ProductOrderStatus | null): number {
  return status ? STEPS.findIndex((s) => s.key === status) : -1;
}

/** '21 Nov 2026' in the reader's language. */
const fmtDate = (iso: string) => formatWhen(iso, { day: 'numeric', month: 'short', year: 'numeric' });

export function OrderProgress({
  status,
  paymentStatus,
  next_steps,
  createdAt,
  shipment,
  compact = false,
}: OrderProgressProps) {
  const { t } = usePaymentsT();
  if (status === 'cancelled' || status === 'refunded') {
    const Icon = status === 'cancelled' ? XCircle : RotateCcw;
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-[10px] bg-danger/10 p-3 text-sm font-semibold text-danger"
        data-testid="order-progress"
        data-status-text=""
      >
        <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {status === 'cancelled' ? t('order.cancelled') : t('order.refunded')}
      </p>
    );
  }
  if (!status) {
    const text =
      paymentStatus === 'failed' || paymentStatus === 'expired'
        ? t('order.notPlaced')
        : t('order.waiting');
    return (
      <p
        role="status"
        className="rounded-[10px] bg-warning/10 p-3 text-sm font-semibold text-warning"
        data-testid="order-progress"
        data-status-text=""
      >
        {text}
      </p>
    );
  }

  const at = progressIndex(status);
  const shipped = at >= 2;
  return (
    <div data-testid="order-progress">
      <ol className={`grid grid-cols-4 ${compact ? 'gap-1' : 'gap-2'}`} aria-label={t('order.progress')}>
        {STEPS.map((s, i) => {
          const done = i <= at;
          const Icon = s.icon;
          return (
            <li
              key={s.key}
              className="relative flex flex-col items-center text-center"
              aria-current={i === at ? 'step' : undefined}
            >
              {i > 0 && (
                <span
                  aria-hidden
                  className={`absolute right-1/2 top-4 h-0.5 w-full -translate-y-1/2 ${i <= at ? 'bg-success' : 'bg-cream-200'}`}
                />
              )}
              <span
                className={`relative flex items-center justify-center rounded-full ${compact ? 'h-7 w-7' : 'h-8 w-8'} ${
                  done ? 'bg-success text-white' : 'border-2 border-cream-200 bg-white text-ink-600'
                }`}
              >
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <span className={`mt-1.5 text-xs ${done ? 'font-semibold text-ink-900' : 'text-ink-600'}`}>
                {t(s.label)}
                <span className="sr-only">{done ? t('order.done') : t('order.toCome')}</span>
              </span>
              {i === 0 && !compact && <span className="text-[11px] text-ink-600">{fmtDate(createdAt)}</span>}
            </li>
          );
        })}
      </ol>
      {shipped && shipment && (shipment.courier || shipment.trackingNumber) && (
        <p className="mt-3 text-sm text-ink-900">
          <Truck className="mr-1 inline h-4 w-4 text-saffron-600" aria-hidden />
          {shipment.courier ? t('order.with', { courier: shipment.courier }) : t('order.shipped')}
          {shipment.trackingNumber && (
            <>
              {' '}
              · {t('order.tracking')} <span className="font-mono font-semibold">{shipment.trackingNumber}</span>
            </>
          )}
        </p>
      )}
      {!compact && next_steps && status !== 'delivered' && (
        <ul className="mt-4 space-y-2 text-sm text-ink-900">
          {at < 1 && (
            <li className="flex gap-2">
              <Phone className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden /> {next_steps.confirmation_call}
            </li>
          )}
          {at < 2 && (
            <li className="flex gap-2">
              <Package className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden /> {next_steps.dispatch}
            </li>
          )}
          <li className="flex gap-2">
            <Truck className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden /> {next_steps.tracking}
          </li>
        </ul>
      )}
    </div>
  );
}
