import { CalendarDays, MapPin, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Puja } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../ui/Button';
import { ClosedButton } from './ClosedButton';
import { CountdownBadge } from '../ui/CountdownBadge';
import { formatJoined, templeName } from './format';
import { pujaDetailsPath } from './puja-links';
import { WhatsAppShareButton } from './WhatsAppShareButton';
import { usePujaStatus } from './use-puja-status';
import { formatDate } from '../../lib/i18n/format';
import { useCatalogT } from './i18n';

type Props = {
  puja: Puja;
  /** The pujas list shows the tithi as the ceremony; the home page leaves it out. */
  showCeremony?: boolean;
};

/**
 * The puja card of the home page and the pujas list (spec part 1 § 2): image, tag, start date,
 * joined count, title, temple, countdown badge, PARTICIPATE (CLOSED after endTime) and a
 * WhatsApp share of the absolute puja-details link. The puja travels in navigation state.
 */
export function PujaCard({ puja, showCeremony = false }: Props) {
  const status = usePujaStatus(puja.startTime, puja.endTime);
  const closed = status === 'closed';
  const path = pujaDetailsPath(puja);
  const temple = templeName(puja.temple);
  const { t } = useCatalogT();

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised ring-1 transition-shadow hover:shadow-lg ${
        status === 'live' ? 'ring-maroon-800/30' : 'ring-cream-200'
      }`}
    >
      <div className="relative aspect-[4/3] bg-cream-100">
        <img
          src={puja.image}
          alt={temple ? t('card.imageAt', { title: puja.title, temple }) : puja.title}
          loading="lazy"
          className={`h-full w-full object-cover ${closed ? 'grayscale-[40%]' : ''}`}
        />
        {puja.tag && (
          <span className="absolute left-3 top-3 max-w-[75%] truncate rounded-full bg-cream-50/95 px-3 py-1 text-xs font-bold text-maroon-800 shadow-sm">
            {puja.tag}
          </span>
        )}
        <CountdownBadge
          startTime={puja.startTime}
          endTime={puja.endTime}
          className="absolute bottom-3 left-3 shadow-sm"
        />
      </div>

      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-saffron-700">
          <CalendarDays className="h-4 w-4" aria-hidden />
          <time dateTime={puja.startTime}>{formatDate(puja.startTime)}</time>
        </p>
        <h3 className="mt-1.5 font-display text-lg font-bold leading-snug">
          <Link to={path} state={{ puja }} className="hover:text-saffron-700">
            {puja.title}
          </Link>
        </h3>
        {temple && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-600">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            {temple}
          </p>
        )}
        {showCeremony && puja.tithi && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-600">
            <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            <span>
              <span className="font-semibold text-ink-900">{t('card.ceremony')}</span> {puja.tithi}
            </span>
          </p>
        )}
        <p className="mt-3 inline-flex items-center gap-1.5 self-start rounded-full bg-cream-100 px-2.5 py-1 text-xs font-semibold text-maroon-800">
          <Users className="h-3.5 w-3.5" aria-hidden />
          {formatJoined(puja.joinedNo, t)}
        </p>

        <div className="mt-auto flex items-center gap-2 pt-4">
          {closed ? (
            <ClosedButton className="flex-1 tracking-wide" aria-label={t('card.closedLabel', { title: puja.title })}>
              {t('card.closed')}
            </ClosedButton>
          ) : (
            <ButtonLink
              to={path}
              state={{ puja }}
              className="flex-1 tracking-wide"
              aria-label={t('card.participateLabel', { title: puja.title })}
            >
              {t('card.participate')}
            </ButtonLink>
          )}
          <WhatsAppShareButton item={{ kind: 'puja', puja }} path={path} />
        </div>
      </div>
    </article>
  );
}
