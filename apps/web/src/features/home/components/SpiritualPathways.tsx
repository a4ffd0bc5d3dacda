import { ArrowRight, CalendarHeart, Flower2, HandHeart, Landmark, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/PageHero';
import { useHomeT } from '../i18n';

type Pathway = { to: string; key: 'temples' | 'chadhava' | 'donations' | 'pujas'; icon: LucideIcon };

// Each pathway's words: i18n `pathways.<key>`.
const PATHWAYS: Pathway[] = [
  { to: '/temples', key: 'temples', icon: Landmark },
  { to: '/chadhava', key: 'chadhava', icon: Flower2 },
  { to: '/donations', key: 'donations', icon: HandHeart },
  { to: '/pujas', key: 'pujas', icon: CalendarHeart },
];

/** Four ways into the platform (spec part 1 § 2). */
export function SpiritualPathways() {
  const { t } = useHomeT();
  return (
    <section aria-labelledby="pathways" className="bg-cream-100/70 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="pathways"
          title={t('pathways.title')}
          subtitle={t('pathways.subtitle')}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PATHWAYS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-[12px] bg-white p-5 shadow-raised ring-1 ring-cream-200 transition hover:-translate-y-0.5 hover:ring-saffron-500"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-saffron-50 to-cream-100 text-saffron-600 ring-1 ring-saffron-200">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="mt-4 font-display text-lg font-bold">{t(`pathways.${key}.title`)}</h3>
                <p className="mt-1 flex-1 text-sm text-ink-600">{t(`pathways.${key}.text`)}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-saffron-700">
                  {t('pathways.explore')}{' '}
                  <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/panchang"
          className="group mt-4 flex min-h-12 flex-wrap items-center justify-between gap-2 rounded-[12px] bg-maroon-800 px-5 py-3 text-white transition hover:bg-maroon-900"
        >
          <span>
            <span className="font-display text-lg font-bold">{t('pathways.panchang')}</span>
            <span className="ml-2 text-sm text-white/80">{t('pathways.panchangText')}</span>
          </span>
          <ArrowRight className="h-5 w-5 text-gold-400 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
