import { Eye } from 'lucide-react';
import { formatViewers } from '@sankalp/shared/timing';
import { StatusChip } from '../../../components/ui/StatusChip';
import { useLiveT } from '../i18n';

/**
 * The LIVE pill with a gentle gold pulse: maroon on light surfaces (DESIGN.md: live badges),
 * brighter red with a gold ring on the maroon darshan band, where maroon would disappear.
 */
export function LiveBadge({ className = '', onDark = false }: { className?: string; onDark?: boolean }) {
  const { t } = useLiveT();
  const tone = onDark ? 'bg-danger ring-1 ring-gold-400/80' : 'bg-maroon-800';
  return (
    <StatusChip
      tone={`text-white ${tone}`}
      size="px-2.5 py-1 text-xs font-bold"
      className={`tracking-wider ${className}`}
      mark={<span className="h-2 w-2 animate-pulse rounded-full bg-gold-400" aria-hidden />}
    >
      {t('live')}
    </StatusChip>
  );
}

/** Viewer count, x.xk from 1000 (spec part 1 § 4). */
export function ViewerCount({
  viewers,
  className = '',
  suffix,
}: {
  viewers: number;
  className?: string;
  suffix?: string;
}) {
  const { t } = useLiveT();
  return (
    <span className={`inline-flex items-center gap-1.5 tabular-nums ${className}`}>
      <Eye className="h-4 w-4 shrink-0" aria-hidden />
      <span>
        {formatViewers(viewers)} <span className="sr-only md:not-sr-only">{suffix ?? t('watching')}</span>
      </span>
    </span>
  );
}
