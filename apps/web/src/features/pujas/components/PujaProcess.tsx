import { CalendarCheck, Gift, HandHeart, ListChecks, ScrollText, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/PageHero';
import { usePujasT } from '../i18n';

type Step = { key: 'select' | 'sankalp' | 'offerings' | 'updates' | 'video'; icon: LucideIcon };

// The five steps of spec part 1 § 2, in order (their words: i18n `process.<key>`).
const STEPS: Step[] = [
  { key: 'select', icon: ListChecks },
  { key: 'sankalp', icon: ScrollText },
  { key: 'offerings', icon: HandHeart },
  { key: 'updates', icon: CalendarCheck },
  { key: 'video', icon: Gift },
];

export function PujaProcess() {
  const { t } = usePujasT();
  return (
    <section aria-labelledby="puja-process" className="bg-cream-100/70 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="puja-process"
          title={t('process.title')}
          subtitle={t('process.subtitle')}
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map(({ key, icon: Icon }, i) => (
            <li
              key={key}
              className="relative flex flex-col rounded-[12px] bg-white p-5 shadow-raised ring-1 ring-cream-200"
            >
              <div className="flex items-center gap-3">
                <span
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-maroon-800 font-display text-base font-bold text-gold-400"
                  aria-hidden
                >
                  {i + 1}
                </span>
                <Icon className="h-6 w-6 text-saffron-600" aria-hidden />
              </div>
              <h3 className="mt-3 text-base font-bold">
                <span className="sr-only">{t('process.step', { n: i + 1 })}</span>
                {t(`process.${key}.title`)}
              </h3>
              <p className="mt-1 text-sm text-ink-600">{t(`process.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
