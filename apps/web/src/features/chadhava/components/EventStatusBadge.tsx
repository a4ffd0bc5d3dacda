import { Clock } from 'lucide-react';
import type { EventCardView } from '../lib/event-card';
import { useChadhavaT } from '../i18n';

/** Countdown before the event, Closed after it, Fully Booked when every place is taken. */
export function EventStatusBadge({ view, className = '' }: { view: EventCardView; className?: string }) {
  const { t } = useChadhavaT();
  const base = `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold ${className}`;
  if (view.state === 'closed') return <span className={`${base} bg-ink-600 text-white`}>{t('card.closed')}</span>;
  if (view.state === 'full') return <span className={`${base} bg-danger text-white`}>{t('card.fullyBooked')}</span>;
  if (view.countdown) {
    return (
      <span className={`${base} bg-maroon-800/95 tabular-nums text-gold-400`} aria-live="off">
        <Clock className="h-3.5 w-3.5" aria-hidden />
        <span className="text-white">{t('card.startsIn')}</span> {view.countdown}
      </span>
    );
  }
  return (
    <span className={`${base} bg-success text-white`}>
      <span className="h-2 w-2 rounded-full bg-white motion-safe:animate-pulse" aria-hidden />
      {t('card.openToday')}
    </span>
  );
}
