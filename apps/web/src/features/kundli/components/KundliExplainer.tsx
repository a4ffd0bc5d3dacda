import { CalendarClock, Orbit, Sunrise, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/PageHero';
import { useKundliT } from '../i18n';

// Each part's words: i18n `explainer.<key>`.
const PARTS: { icon: LucideIcon; key: 'lagna' | 'grahas' | 'dasha' }[] = [
  { icon: Sunrise, key: 'lagna' },
  { icon: Orbit, key: 'grahas' },
  { icon: CalendarClock, key: 'dasha' },
];

/** What a kundli is and what is needed: the section 'Learn More' leads to. */
export function KundliExplainer({ id }: { id: string }) {
  const { t } = useKundliT();
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-28 bg-cream-100 py-10 outline-none md:py-14"
    >
      <div className="container-page">
        <SectionHeading
          id={`${id}-title`}
          title={t('explainer.title')}
          subtitle={t('explainer.subtitle')}
        />
        <ul className="grid gap-5 md:grid-cols-3">
          {PARTS.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-[12px] bg-white p-6 shadow-raised">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-cream-100 text-saffron-700">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`explainer.${key}.title`)}</h3>
              <p className="mt-2 text-ink-600">{t(`explainer.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-600">
          <span className="font-semibold text-ink-900">{t('explainer.needLabel')}</span> {t('explainer.need')}
        </p>
      </div>
    </section>
  );
}
