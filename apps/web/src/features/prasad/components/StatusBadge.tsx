import { StatusChip } from '../../../components/ui/StatusChip';
import { usePrasadT, type PrasadKey } from '../i18n';
import { statusTone, type StatusTone } from '../prasad-orders';
import { trackingBadgeTone, type TrackingBadgeTone } from '../tracking';

const ORDER_TONES: Record<StatusTone, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-blue-100 text-blue-900',
  delivered: 'bg-green-100 text-green-900',
  other: 'bg-red-100 text-red-900',
};

const TRACKING_TONES: Record<TrackingBadgeTone, string> = {
  green: 'bg-green-100 text-green-900',
  blue: 'bg-blue-100 text-blue-900',
  orange: 'bg-orange-100 text-orange-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  grey: 'bg-stone-200 text-stone-800',
};

/** An order's status (Processing / Shipped / Delivered; anything else red; none while unpaid). */
export function OrderStatusBadge({ status }: { status: string | null }) {
  const { t } = usePrasadT();
  return (
    <StatusChip tone={ORDER_TONES[statusTone(status)]} data-status={status ?? 'unpaid'}>
      {status ? t(`status.${status}` as PrasadKey) : t('orders.awaiting')}
    </StatusChip>
  );
}

/** A tracking answer's status, coloured as the spec's badge rule. */
export function TrackingStatusBadge({ status }: { status: string }) {
  const { t } = usePrasadT();
  return (
    <StatusChip tone={TRACKING_TONES[trackingBadgeTone(status)]} data-color={trackingBadgeTone(status)}>
      {t(`status.${status}` as PrasadKey)}
    </StatusChip>
  );
}
