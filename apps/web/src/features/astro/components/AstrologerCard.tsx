import { Briefcase, Languages, MapPin, Star } from 'lucide-react';
import type { Pandit } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { Price } from '../../../components/ui/Price';
import type { PanditState } from '../pandit-state';
import { useAstroT } from '../i18n';

/** An astrologer in the list: photo, who they are, the fixed fee and Book Now. */
export function AstrologerCard({ pandit, lazy }: { pandit: Pandit; lazy: boolean }) {
  const { t } = useAstroT();
  const state: PanditState = { pandit };
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-100">
        <img
          src={pandit.img}
          alt={t('list.portrait', { name: pandit.name })}
          loading={lazy ? 'lazy' : 'eager'}
          className="h-full w-full object-cover"
        />
        <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-sm font-bold text-ink-900 shadow-sm">
          <Star className="h-4 w-4 fill-gold-400 text-gold-400" aria-hidden />
          <span className="sr-only">{t('list.rating')}</span>
          {pandit.rating.toFixed(1)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="font-display text-xl font-bold">{pandit.name}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
          <MapPin className="h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
          {pandit.location}
        </p>
        <p className="mt-3 line-clamp-3 text-[15px] text-ink-900">{pandit.description}</p>
        <dl className="mt-4 grid gap-2 text-sm text-ink-600">
          <div className="flex items-center gap-2">
            <Briefcase className="h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            <dt className="sr-only">{t('list.experience')}</dt>
            <dd>{t('list.years', { years: pandit.experienceYears })}</dd>
          </div>
          {pandit.languages.length > 0 && (
            <div className="flex items-center gap-2">
              <Languages className="h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
              <dt className="sr-only">{t('list.languages')}</dt>
              <dd>{pandit.languages.join(', ')}</dd>
            </div>
          )}
        </dl>
        <div className="mt-auto pt-5">
          <div className="flex items-center justify-between gap-3 border-t border-cream-200 pt-4">
            <p className="text-sm text-ink-600">
              <Price value={pandit.consultationFee} className="block text-lg font-bold text-maroon-800" />
              {t('list.perConsultation')}
            </p>
            <ButtonLink to={`/astro-booking/${pandit._id}`} state={state} aria-label={t('list.bookWith', { name: pandit.name })}>
              {t('list.book')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </article>
  );
}
