import {
  Compass,
  HandHeart,
  HeartHandshake,
  Landmark,
  ReceiptText,
  Sparkles,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { PageHero, SectionHeading } from '../../../components/ui/PageHero';
import { useTitle } from '../../../lib/use-title';
import { MandalaOrnament } from '../components/MandalaOrnament';
import en from '../i18n/en';
import { usePagesT } from '../i18n/index';

const STATS = Object.keys(en.about.stats) as (keyof typeof en.about.stats)[];
const STORY = Object.keys(en.about.story) as (keyof typeof en.about.story)[];
const VALUE_ICONS: Record<keyof typeof en.about.values, LucideIcon> = {
  shraddha: Sparkles,
  transparency: ReceiptText,
  seva: HandHeart,
  care: HeartHandshake,
};

/** Spec part 3 § 2 (About): mission, vision, story and values, with the home page's claims. */
export default function AboutPage() {
  const { t } = usePagesT();
  useTitle(t('about.title'));
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.heading')} subtitle={t('about.subtitle')}>
        <ButtonLink to="/pujas" size="lg">
          {t('about.bookPuja')}
        </ButtonLink>
        <ButtonLink to="/contact-us" size="lg" variant="secondary">
          {t('contact.title')}
        </ButtonLink>
        <MandalaOrnament className="pointer-events-none absolute right-6 top-1/2 hidden h-72 w-72 -translate-y-1/2 text-gold-400 opacity-70 lg:block" />
      </PageHero>

      <div className="container-page">
        <dl className="relative -mt-8 grid grid-cols-3 divide-x divide-cream-200 rounded-[12px] bg-white py-5 text-center shadow-raised md:-mt-10 md:py-7">
          {STATS.map((id) => (
            <div key={id} className="flex flex-col-reverse px-2">
              <dt className="mt-1 text-xs text-ink-600 md:text-base">{t(`about.stats.${id}.label`)}</dt>
              <dd className="font-display text-2xl font-bold text-maroon-800 md:text-4xl">
                {t(`about.stats.${id}.value`)}
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-12 grid gap-5 md:mt-16 md:grid-cols-2">
          <Pillar icon={Target} title={t('about.missionTitle')} text={t('about.mission')} />
          <Pillar icon={Compass} title={t('about.visionTitle')} text={t('about.vision')} />
        </div>

        <section
          aria-labelledby="about-story"
          className="mt-14 md:mt-20 md:grid md:grid-cols-[1fr_minmax(0,42rem)] md:gap-12"
        >
          <div>
            <SectionHeading id="about-story" title={t('about.storyTitle')} subtitle={t('about.storySubtitle')} />
            <div className="hidden rounded-[12px] bg-maroon-800 p-6 text-cream-50 md:block">
              <Landmark className="h-10 w-10 text-gold-400" aria-hidden />
              <p className="mt-3 font-display text-xl leading-snug text-white">{t('about.promise')}</p>
              <p className="mt-3 text-sm text-cream-100">{t('about.promiseBy')}</p>
            </div>
          </div>
          <div className="space-y-4 text-[17px] leading-relaxed text-ink-900">
            {STORY.map((p) => (
              <p key={p}>{t(`about.story.${p}`)}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="about-values" className="mt-14 md:mt-20">
          <SectionHeading id="about-values" title={t('about.valuesTitle')} subtitle={t('about.valuesSubtitle')} />
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {(Object.keys(VALUE_ICONS) as (keyof typeof VALUE_ICONS)[]).map((id) => {
              const Icon = VALUE_ICONS[id];
              return (
                <li key={id} className="rounded-[12px] border-t-4 border-gold-400 bg-white p-5 shadow-raised">
                  <Icon className="h-7 w-7 text-saffron-600" aria-hidden />
                  <h3 className="mt-3 text-lg font-semibold">{t(`about.values.${id}.title`)}</h3>
                  <p className="text-sm font-semibold text-saffron-700">{t(`about.values.${id}.subtitle`)}</p>
                  <p className="mt-2 text-[15px] text-ink-600">{t(`about.values.${id}.text`)}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <section
          aria-labelledby="about-cta"
          className="mt-14 rounded-[12px] bg-cream-100 p-6 text-center md:mt-20 md:p-10"
        >
          <h2 id="about-cta" className="font-display text-[22px] font-bold md:text-[28px]">
            {t('about.ctaTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-ink-600">{t('about.ctaText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink to="/pujas" size="lg">
              {t('about.bookPuja')}
            </ButtonLink>
            <ButtonLink to="/live" size="lg" variant="outline">
              {t('about.watchLive')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </>
  );
}

function Pillar({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <section className="rounded-[12px] bg-white p-6 shadow-raised md:p-8">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="mt-4 font-display text-[22px] font-bold">{title}</h2>
      <p className="mt-2 text-[17px] leading-relaxed text-ink-900">{text}</p>
    </section>
  );
}
