import { useRef } from 'react';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import { useInView } from '../../../lib/use-in-view';
import { useNow } from '../../../lib/use-now';
import { cardPrice, eventCardView } from '../lib/event-card';
import { eventPath } from '../lib/checkout-state';
import { formatEventDate } from '../lib/format';
import { eventImage } from '../lib/images';
import { EventStatusBadge } from './EventStatusBadge';
import { formatNumber } from '../../../lib/i18n/format';
import { useChadhavaT } from '../i18n';

/**
 * One upcoming (or recently closed) chadhava event; the event rides along in navigation state.
 * Its countdown reads the shared clock, and only while the card is on screen.
 */
export function EventCard({ event, eager = false }: { event: ChadhavaEvent; eager?: boolean }) {
  const { t } = useChadhavaT();
  const ref = useRef<HTMLElement>(null);
  const now = useNow(useInView(ref, '200px', true));
  const view = eventCardView(event, now);
  const price = cardPrice(event);
  const to = eventPath(event);
  const state = { event };
  const temple = event.temple;
  return (
    <article
      ref={ref}
      className="group relative flex flex-col overflow-hidden rounded-[12px] bg-white shadow-raised"
      aria-label={event.name}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-100">
        <img
          src={eventImage(event)}
          alt={t('card.alt', { event: event.name, temple: temple?.name ?? t('card.theTemple') })}
          loading={eager ? 'eager' : 'lazy'}
          className={`h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${view.state === 'closed' ? 'grayscale-[60%]' : ''}`}
        />
        <EventStatusBadge view={view} className="absolute left-3 top-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-saffron-700">
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </p>
        <h3 className="mt-1.5 text-lg font-bold leading-snug">
          {/* The title link covers the whole card, so the picture opens the event too. */}
          <Link to={to} state={state} className="after:absolute after:inset-0 hover:text-saffron-700">
            {event.name}
          </Link>
        </h3>
        {temple?.name && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            <span>
              {temple.name}
              {temple.location && <span className="block">{temple.location}</span>}
            </span>
          </p>
        )}
        <div className="mt-3 flex items-end justify-between gap-3 border-t border-cream-200 pt-3">
          <div>
            <p className="text-xs text-ink-600">{price.label}</p>
            <Price value={price.value} className="text-lg font-bold text-maroon-800" />
          </div>
          <div className="text-right text-sm text-ink-600">
            <p className="flex items-center justify-end gap-1">
              <Users className="h-4 w-4 text-saffron-600" aria-hidden />
              {t('card.joined', { n: formatNumber(event.currentParticipants) })}
            </p>
            {view.slotsNote && <p className="font-semibold text-warning">{view.slotsNote}</p>}
          </div>
        </div>
        <div className="relative z-10 mt-auto pt-4">
          {view.action.disabled ? (
            <Button disabled variant="secondary" className="w-full bg-cream-200 text-ink-600 disabled:opacity-100">
              {view.action.label}
            </Button>
          ) : (
            <ButtonLink to={to} state={state} className="w-full" aria-label={t('card.offerLabel', { event: event.name })}>
              {view.action.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
