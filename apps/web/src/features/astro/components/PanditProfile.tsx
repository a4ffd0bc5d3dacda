import { ArrowLeft, Briefcase, Languages, MapPin, PhoneCall, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { Pandit } from '@sankalp/shared/api/catalog';
import { ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/PageHero';
import { Price } from '../../../components/ui/Price';
import type { PanditState } from '../pandit-state';
import { ConsultSteps } from './ConsultSteps';
import { HighlightBoxes } from './HighlightBoxes';
import { rich } from '../../../lib/i18n/rich';
import { useAstroT } from '../i18n';

/** An astrologer's profile: who they are, Book a call, and their highlights. */
export function PanditProfile({ pandit }: { pandit: Pandit }) {
  const { t } = useAstroT();
  const state: PanditState = { pandit };
  return (
    <>
      <section className="bg-gradient-to-b from-cream-100 to-cream-50">
        <div className="container-page pb-10 pt-5 md:pb-14 md:pt-8">
          <Link
            to="/astro"
            className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-saffron-700 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('profile.all')}
          </Link>
          <div className="mt-3 grid gap-6 md:grid-cols-[320px_1fr] md:gap-10">
            <div className="aspect-square w-28 overflow-hidden rounded-[12px] bg-cream-200 shadow-raised md:w-full">
              <img src={pandit.img} alt={t('list.portrait', { name: pandit.name })} className="h-full w-full object-cover" />
            </div>
            <div className="flex flex-col">
              <p className="text-sm font-semibold uppercase tracking-widest text-saffron-700">{t('profile.astrologer')}</p>
              <h1 className="mt-1 font-display text-[28px] font-bold leading-tight md:text-[36px]">{pandit.name}</h1>
              <p className="mt-2 flex items-center gap-1.5 text-ink-600">
                <MapPin className="h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
                {pandit.location}
              </p>
              <ul className="mt-4 flex flex-wrap gap-2 text-sm">
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-semibold text-ink-900 shadow-sm">
                  <Star className="h-4 w-4 fill-gold-400 text-gold-400" aria-hidden />
                  {t('profile.rating', { rating: pandit.rating.toFixed(1) })}
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-semibold text-ink-900 shadow-sm">
                  <Briefcase className="h-4 w-4 text-saffron-600" aria-hidden />
                  {t('profile.years', { years: pandit.experienceYears })}
                </li>
                {pandit.languages.length > 0 && (
                  <li className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-semibold text-ink-900 shadow-sm">
                    <Languages className="h-4 w-4 text-saffron-600" aria-hidden />
                    {pandit.languages.join(', ')}
                  </li>
                )}
              </ul>
              <p className="mt-5 whitespace-pre-line text-ink-900">{pandit.description}</p>
              {pandit.specialities.length > 0 && (
                <p className="mt-3 text-sm text-ink-600">
                  <span className="font-semibold text-ink-900">{t('profile.specialities')}</span> {pandit.specialities.join(' · ')}
                </p>
              )}
              <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
                <ButtonLink to={`/astro-booking-form/${pandit._id}`} state={state} size="lg">
                  <PhoneCall className="h-5 w-5" aria-hidden />
                  {t('profile.bookCall')}
                </ButtonLink>
                <p className="text-sm text-ink-600">
                  {rich(t('profile.fee'), { fee: <Price value={pandit.consultationFee} className="font-bold text-maroon-800" /> })}
                </p>
              </div>
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="why-consult" className="container-page py-10 md:py-14">
        <SectionHeading id="why-consult" title={t('profile.why', { name: pandit.name })} />
        <HighlightBoxes points={pandit.highlightPoints} />
      </section>
      <ConsultSteps />
    </>
  );
}
