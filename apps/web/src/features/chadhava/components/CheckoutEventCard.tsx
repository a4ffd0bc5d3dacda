import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { formatEventDate } from '../lib/format';
import { eventImage } from '../lib/images';
import { serverSlotsLeft } from '../lib/selection';
import { formatNumber } from '../../../lib/i18n/format';
import { useChadhavaT } from '../i18n';

/** The event being offered at: picture, name, temple, date and the places left (the server's count). */
export function CheckoutEventCard({ event, compact = false }: { event: ChadhavaEvent; compact?: boolean }) {
  const { t } = useChadhavaT();
  const left = serverSlotsLeft(event);
  const image = eventImage(event);
  return (
    <div className={`flex gap-3 ${compact ? 'rounded-[12px] bg-white p-3 shadow-raised' : ''}`}>
      <div className="aspect-square w-16 shrink-0 overflow-hidden rounded-[10px] bg-cream-100 md:w-20">
        {image && <img src={image} alt="" className="h-full w-full object-cover" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-display text-base font-bold leading-snug text-maroon-800">{event.name}</p>
        {event.temple?.name && (
          <p className="mt-0.5 flex items-start gap-1 text-ink-600">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden /> <span>{event.temple.name}</span>
          </p>
        )}
        <p className="mt-0.5 flex items-start gap-1 text-ink-600">
          <CalendarDays className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </p>
        {left !== null && (
          <p className={`mt-0.5 flex items-center gap-1 font-semibold ${left === 0 ? 'text-danger' : 'text-warning'}`} data-testid="slots-left">
            <Users className="h-3.5 w-3.5 shrink-0" aria-hidden />
            {left === 0 ? t('checkout.fullyBooked') : t('checkout.slotsLeft', { count: left, n: formatNumber(left) })}
          </p>
        )}
      </div>
    </div>
  );
}
