import { BadgeCheck, Landmark, Radio } from 'lucide-react';
import { buttonClass } from '../../../components/ui/Button';
import { Link } from 'react-router';
import { useHomeT } from '../i18n';

const TRUST = ['pandits', 'video', 'payments'] as const;

/** The welcome band: who we are in one line, and the two ways in (live darshan, temples). */
export function HomeHero() {
  const { t } = useHomeT();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-saffron-700 text-white">
      <div className="container-page relative grid items-center gap-8 py-10 md:grid-cols-[1.1fr_1fr] md:gap-12 md:py-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-400">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 font-display text-[32px] font-bold leading-tight text-white md:text-[48px]">
            {t('hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-cream-100 md:text-lg">
            {t('hero.subtitle')}
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/live" className={buttonClass('primary', 'lg', 'w-full ring-1 ring-white/20 sm:w-auto')}>
              <Radio className="h-5 w-5" aria-hidden /> {t('hero.watchLive')}
            </Link>
            <Link
              to="/temples"
              className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full border-2 border-white/85 px-6 sm:w-auto font-semibold text-white transition-colors hover:bg-white/10"
            >
              <Landmark className="h-5 w-5" aria-hidden /> {t('hero.explore')}
            </Link>
          </div>
          <ul className="mt-7 flex flex-wrap gap-x-5 gap-y-2 text-sm text-cream-100">
            {TRUST.map((key) => (
              <li key={key} className="inline-flex items-center gap-1.5">
                <BadgeCheck className="h-4 w-4 text-gold-400" aria-hidden /> {t(`hero.trust.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative">
          <div className="absolute -inset-2 rounded-[20px] border border-gold-400/40 md:-inset-3" aria-hidden />
          <div className="relative aspect-[16/9] overflow-hidden md:aspect-[4/3] rounded-[16px] bg-maroon-900 shadow-2xl">
            <img
              src="/art/hero-home.svg"
              alt={t('hero.imageAlt')}
              className="h-full w-full object-cover"
              fetchPriority="high"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
