import { Clock } from 'lucide-react';
import { StatusChip } from '../../../components/ui/StatusChip';
import type { EventCardView } from '../lib/event-card';
import { useChadhavaT } from '../i18n';

/** Countdown before the event, Closed after it, Fully Booked when every place is taken. */
export function EventStatusBadge({ view, className = '' }: { view: EventCardView; className?: string }) {
  const { t } = useChadhavaT();
  if (view.state === 'closed')
    return (
      <StatusChip tone="bg-ink-600 text-white" className={className}>
        {t('card.closed')}
      </StatusChip>
    );
  if (view.state === 'full')
    return (
      <StatusChip tone="bg-danger text-white" className={className}>
        {t('card.fullyBooked')}
      </StatusChip>
    );
  if (view.countdown) {
    return (
      <StatusChip
        tone="bg-maroon-800/95 text-gold-400"
        className={`tabular-nums ${className}`}
        mark={<Clock className="h-3.5 w-3.5" aria-hidden />}
        // It changes every second: read when reached, never announced on each tick.
        aria-live="off"
      >
        <span className="text-white">{t('card.startsIn')}</span> {view.countdown}
      </StatusChip>
    );
  }
  return (
    <StatusChip
      tone="bg-success text-white"
      className={className}
      mark={<span className="h-2 w-2 rounded-full bg-white motion-safe:animate-pulse" aria-hidden />}
    >
      {t('card.openToday')}
    </StatusChip>
  );
}
