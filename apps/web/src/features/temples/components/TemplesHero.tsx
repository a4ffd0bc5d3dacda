import { Flower2, HandHeart, Landmark, Users } from 'lucide-react';
import { PageHero } from '../../../components/ui/PageHero';
import { useTemplesT } from '../i18n';

// The temples page's claims, as the spec states them (part 1 § 1).
const CLAIMS = [
  { value: '100+', key: 'temples', Icon: Landmark },
  { value: '50+', key: 'deities', Icon: Flower2 },
  { value: '10K+', key: 'devotees', Icon: Users },
  { value: '5', key: 'services', Icon: HandHeart },
] as const;

export function TemplesHero({ listId }: { listId: string }) {
  const { t } = useTemplesT();
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
        image="/art/hero-temples.svg"
      >
        {/* Gold on the maroon gradient: the saffron primary would not stand out there. */}
        <a
          href={`#${listId}`}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold-400 px-6 font-semibold text-maroon-900 shadow-sm transition-colors hover:bg-gold-300"
        >
          {t('hero.explore')}
        </a>
      </PageHero>
      <div className="container-page relative -mt-8 md:-mt-10">
        <div className="grid grid-cols-2 gap-px overflow-hidden rounded-[12px] bg-cream-200 shadow-raised md:grid-cols-4">
          {CLAIMS.map(({ value, key, Icon }) => (
            <div key={key} className="flex items-center gap-3 bg-white px-4 py-4 md:justify-center md:py-5">
              <Icon className="h-7 w-7 shrink-0 text-saffron-600" aria-hidden />
              <dl className="flex flex-col-reverse">
                <dt className="text-sm text-ink-600">{t(`hero.${key}`)}</dt>
                <dd className="font-display text-xl font-bold text-maroon-800 md:text-2xl">{value}</dd>
              </dl>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
