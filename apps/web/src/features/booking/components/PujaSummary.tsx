import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { formatDate } from '../../../lib/i18n/format';
import { templeName } from '../../../components/catalog/format';
import { Price } from '../../../components/ui/Price';
import { peopleLabel } from '../lib/packages';
import { SafeImage } from './SafeImage';
import { useBookingT } from '../i18n/index';

/** The puja and package being booked: a compact strip on phones, the top of the side panel on desktop. */
export function PujaSummary({
  puja,
  pkg,
  action,
  variant = 'panel',
}: {
  puja: PujaDetail;
  pkg?: PujaPackage;
  /** E.g. a Change package button. */
  action?: ReactNode;
  /** panel: the side panel with the picture; strip: a compact card (phones); mini: the strip without its card. */
  variant?: 'panel' | 'strip' | 'mini';
}) {
  const { t } = useBookingT();
  const temple = templeName(puja.temple);
  const location = typeof puja.temple === 'object' ? puja.temple.location : '';
  if (variant !== 'panel') {
    return (
      <div className={`flex items-center gap-3 ${variant === 'strip' ? 'rounded-[12px] bg-white p-3 shadow-raised' : ''}`}>
        <SafeImage src={puja.image} alt="" className="aspect-square w-16 shrink-0 rounded-[10px]" loading="eager" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display font-bold text-maroon-800">{puja.title}</p>
          <p className="truncate text-xs text-ink-600">
            {formatDate(puja.startTime)}
            {temple && ` · ${temple}`}
          </p>
          {pkg && (
            <p className="mt-0.5 text-sm text-ink-900">
              {pkg.thumbnailTitle} · <Price value={pkg.price} className="font-semibold" />
            </p>
          )}
        </div>
        {action}
      </div>
    );
  }
  return (
    <div>
      <SafeImage
        src={puja.image}
        alt={temple ? t('package.at', { title: puja.title, temple }) : puja.title}
        className="aspect-[4/3] w-full rounded-[10px]"
        loading="eager"
      />
      <h2 className="mt-4 font-display text-xl font-bold leading-snug">{puja.title}</h2>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-900">
        {temple && (
          <li className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            <span>
              {temple}
              {location && <span className="text-ink-600">, {location}</span>}
            </span>
          </li>
        )}
        <li className="flex gap-2">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
          <time dateTime={puja.startTime}>{formatDate(puja.startTime)}</time>
        </li>
        {pkg && (
          <li className="flex gap-2">
            <Users className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            <span>{peopleLabel(pkg.numberOfPeople)}</span>
          </li>
        )}
      </ul>
      {pkg && (
        <div className="mt-4 flex items-center justify-between gap-3 rounded-[10px] bg-cream-100 px-3 py-2.5">
          <div>
            <p className="text-xs text-ink-600">{t('package.label')}</p>
            <p className="font-semibold text-ink-900">{pkg.thumbnailTitle}</p>
          </div>
          <div className="text-right">
            <Price value={pkg.price} className="text-lg font-bold text-maroon-800" />
            {action && <div>{action}</div>}
          </div>
        </div>
      )}
    </div>
  );
}
