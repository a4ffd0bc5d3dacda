import { CalendarDays, MapPin, Star, Users } from 'lucide-react';
import type { ChadhavaEvent } from '@sankalp/shared/api/catalog';
import { PLACEHOLDER_EVENT_RATING, PLACEHOLDER_EVENT_REVIEWS } from '@sankalp/shared/constants';
import { ListingApprovalLine } from '../../../components/catalog/ListingApprovalLine';
import { WhatsAppShareButton } from '../../../components/catalog/WhatsAppShareButton';
import { Price } from '../../../components/ui/Price';
import { eventPath } from '../lib/checkout-state';
import { eventCardView } from '../lib/event-card';
import { formatEventDate } from '../lib/format';
import { serverSlotsLeft } from '../lib/selection';
import { EventStatusBadge } from './EventStatusBadge';
import { formatNumber } from '../../../lib/i18n/format';
import { useChadhavaT } from '../i18n';

/** Name with its WhatsApp share, temple, date, base price, participants and places left, the (placeholder) rating and the temple's approval. */
export function EventOverview({ event, now }: { event: ChadhavaEvent; now: Date }) {
  const { t } = useChadhavaT();
  const left = serverSlotsLeft(event);
  const view = eventCardView(event, now);
  return (
    <div>
      <EventStatusBadge view={view} />
      <div className="mt-3 flex items-start justify-between gap-3">
        <h1 className="font-display text-[28px] font-bold leading-tight md:text-[36px]">{event.name}</h1>
        <WhatsAppShareButton item={{ kind: 'event', event }} path={eventPath(event)} className="mt-0.5" />
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-900">
        <Star className="h-4 w-4 fill-gold-400 text-gold-400" aria-hidden />
        <span className="font-bold">{PLACEHOLDER_EVENT_RATING}</span>
        <span className="text-ink-600">{t('event.reviews', { count: PLACEHOLDER_EVENT_REVIEWS })}</span>
      </p>
      <div className="mt-5 grid gap-3 text-ink-900 sm:grid-cols-2 lg:grid-cols-1 xl:gap-2.5">
        <Fact icon={<MapPin className="h-5 w-5" aria-hidden />} label={t('event.temple')}>
          {event.temple?.name}
          {event.temple?.location && <span className="block text-sm text-ink-600">{event.temple.location}</span>}
        </Fact>
        <Fact icon={<CalendarDays className="h-5 w-5" aria-hidden />} label={t('event.date')}>
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </Fact>
        <Fact icon={<Users className="h-5 w-5" aria-hidden />} label={t('event.participants')}>
          {t('event.devoteesJoined', { n: formatNumber(event.currentParticipants) })}
          {left !== null && (
            <span className={`block text-sm font-semibold ${left === 0 ? 'text-danger' : 'text-warning'}`}>
              {left === 0 ? t('event.noSlotsLeft') : t('event.slotsLeft', { count: left, n: formatNumber(left) })}
            </span>
          )}
        </Fact>
        <Fact
          icon={
            <span className="text-lg font-bold leading-none" aria-hidden>
              ₹
            </span>
          }
          label={t('event.basePrice')}
        >
          {event.basePrice > 0 ? (
            <>
              <Price value={event.basePrice} className="font-bold" />
              <span className="block text-sm font-normal text-ink-600">{t('event.included')}</span>
            </>
          ) : (
            <>
              {t('event.noBaseFee')}
              <span className="block text-sm font-normal text-ink-600">{t('event.payOnlyOfferings')}</span>
            </>
          )}
        </Fact>
      </div>
      <ListingApprovalLine
        approval={event.approval}
        kind="event"
        templeName={event.temple?.name ?? ''}
        className="mt-4"
      />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 rounded-[12px] bg-cream-100 px-3 py-2.5">
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white text-saffron-600">
        {icon}
      </span>
      <dl>
        <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
        <dd className="font-semibold">{children}</dd>
      </dl>
    </div>
  );
}
