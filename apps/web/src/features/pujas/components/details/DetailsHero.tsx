import { CalendarDays, ChevronLeft, Flower2, MapPin, Sparkles, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PujaDetail } from '@sankalp/shared/api/catalog';
import type { PujaStatus } from '@sankalp/shared/timing';
import { formatDate, formatTime } from '../../../../lib/i18n/format';
import { usePujasT } from '../../i18n';
import { formatJoined, templeName } from '../../../../components/catalog/format';
import { ClosedButton } from '../../../../components/catalog/ClosedButton';
import { ListingApprovalLine } from '../../../../components/catalog/ListingApprovalLine';
import { pujaDetailsPath } from '../../../../components/catalog/puja-links';
import { WhatsAppShareButton } from '../../../../components/catalog/WhatsAppShareButton';
import { Button } from '../../../../components/ui/Button';
import { useT } from '../../../../lib/i18n';
import { CountdownBadge } from '../../../../components/ui/CountdownBadge';
import { BookingCountdown } from './BookingCountdown';

type Props = { puja: PujaDetail; status: PujaStatus; awaiting: boolean; onSelectPackage: () => void };

/**
 * Title with its WhatsApp share, temple, date, ceremony (tithi), benefits (tag), the temple's
 * approval, booking countdown, rating and image. A puja awaiting its temple's confirmation offers no booking.
 */
export function DetailsHero({ puja, status, awaiting, onSelectPackage }: Props) {
  const { t } = useT();
  const { t: tp } = usePujasT();
  const temple = templeName(puja.temple);
  const location = typeof puja.temple === 'object' ? puja.temple.location : '';
  return (
    <section className="border-b border-cream-200 bg-gradient-to-b from-cream-100 to-cream-50">
      <div className="container-page grid gap-6 py-5 md:grid-cols-[1fr_1fr] md:items-center md:gap-10 md:py-10">
        <div className="md:order-2">
          <div className="aspect-[4/3] overflow-hidden rounded-[16px] bg-cream-100 shadow-raised ring-1 ring-cream-200">
            <img
              src={puja.image}
              alt={temple ? tp('details.imageAt', { title: puja.title, temple }) : puja.title}
              className="h-full w-full object-cover"
              fetchPriority="high"
            />
          </div>
        </div>

        <div className="md:order-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to="/pujas"
              className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-saffron-700 hover:bg-cream-100"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden /> {tp('details.allPujas')}
            </Link>
            <CountdownBadge startTime={puja.startTime} endTime={puja.endTime} />
          </div>
          <div className="mt-1 flex items-start justify-between gap-3">
            <h1 className="font-display text-[26px] font-bold leading-tight md:text-[36px]">{puja.title}</h1>
            <WhatsAppShareButton item={{ kind: 'puja', puja }} path={pujaDetailsPath(puja)} className="mt-0.5" />
          </div>

          <ul className="mt-4 space-y-2 text-[15px] text-ink-900">
            {temple && (
              <Fact icon={<MapPin />}>
                <span className="font-semibold">{temple}</span>
                {location && <span className="text-ink-600">, {location}</span>}
              </Fact>
            )}
            <Fact icon={<CalendarDays />}>
              {/* When the puja itself begins, said plainly (booking closes later: BookingCountdown). */}
              <time dateTime={puja.startTime}>
                {tp(status === 'upcoming' ? 'details.beginsAt' : 'details.beganAt', { date: formatDate(puja.startTime), time: formatTime(puja.startTime) })}
              </time>
            </Fact>
            {puja.tithi && (
              <Fact icon={<Flower2 />}>
                <span className="text-ink-600">{tp('details.ceremony')}</span> {puja.tithi}
              </Fact>
            )}
            {puja.tag && (
              <Fact icon={<Sparkles />}>
                <span className="text-ink-600">{tp('details.benefits')}</span> {puja.tag}
              </Fact>
            )}
          </ul>

          <ListingApprovalLine approval={puja.approval} kind="puja" templeName={temple} className="mt-4" />

          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-900">
            <span className="inline-flex items-center gap-1">
              <Star className="h-4 w-4 fill-gold-400 text-gold-400" aria-hidden />
              <strong>{puja.rating.toFixed(1)}</strong>
              <span className="text-ink-600">{tp('details.rating')}</span>
            </span>
            <span className="h-1 w-1 rounded-full bg-ink-600" aria-hidden />
            {/* The same joined count as the puja's card (formatJoined), not a figure of its own. */}
            <span className="inline-flex items-center gap-1">
              <Users className="h-4 w-4 text-saffron-600" aria-hidden />
              <span>{formatJoined(puja.joinedNo)}</span>
            </span>
          </p>

          <div className="mt-5">
            <BookingCountdown endTime={puja.endTime} />
          </div>

          {status === 'closed' ? (
            <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
              <ClosedButton size="lg" className="w-full sm:w-auto">
                {tp('details.closed')}
              </ClosedButton>
              <p className="text-sm text-ink-600">
                {tp('details.performed')}{' '}
                <Link to="/pujas" className="font-semibold text-saffron-700 underline underline-offset-2">
                  {tp('details.seeUpcoming')}
                </Link>
              </p>
            </div>
          ) : awaiting ? (
            <ClosedButton size="lg" className="mt-5 w-full sm:w-auto">
              {t('approval.awaitingButton')}
            </ClosedButton>
          ) : (
            <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={onSelectPackage}>
              {tp('details.selectPackage')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 text-saffron-600 [&>svg]:h-[18px] [&>svg]:w-[18px]" aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
