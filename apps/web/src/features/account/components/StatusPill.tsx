import { CircleCheck, CircleX, Clock3, RotateCcw } from 'lucide-react';
import { StatusChip } from '../../../components/ui/StatusChip';
import { useT } from '../../../lib/i18n/index';
import { statusLabel, statusTone } from '../lib/history';
import { useAccountT } from '../i18n/index';
import en from '../i18n/en';

type StatusWord = keyof typeof en.status;
/** A status the namespace names ('Under review' / 'जाँच चल रही है'), else null. */
const statusKey = (value: string): StatusWord | null => {
  const k = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return Object.hasOwn(en.status, k) ? (k as StatusWord) : null;
};

const TONES = {
  success: { cls: 'bg-green-50 text-success ring-success/30', Icon: CircleCheck },
  warning: { cls: 'bg-amber-50 text-warning ring-warning/30', Icon: Clock3 },
  danger: { cls: 'bg-red-50 text-danger ring-danger/30', Icon: CircleX },
  neutral: { cls: 'bg-cream-100 text-ink-900 ring-ink-600/30', Icon: RotateCcw },
} as const;

/** A status as text, colour and icon (never colour alone): green done, yellow pending, red anything else. */
export function StatusPill({ label, value }: { label: string; value: string }) {
  const { t } = useT();
  const { t: ta } = useAccountT();
  const { cls, Icon } = TONES[statusTone(value)];
  const known = statusKey(value);
  return (
    <StatusChip tone={`ring-1 ${cls}`} size="px-2.5 py-1 text-[13px] font-semibold" mark={<Icon className="h-4 w-4" aria-hidden />}>
      <span>
        <span className="font-normal">{label}: </span>
        {value === 'refunded' ? t('refund.badge') : known ? ta(`status.${known}`) : statusLabel(value)}
      </span>
    </StatusChip>
  );
}
