import { CalendarCheck, PhoneCall, ShieldCheck, type LucideIcon } from 'lucide-react';
import { CONSULTATION_FEE_RUPEES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { SectionHeading } from '../../../components/ui/PageHero';
import { useAstroT } from '../i18n';

const STEPS: { icon: LucideIcon; step: 'time' | 'pay' | 'call' }[] = [
  { icon: CalendarCheck, step: 'time' },
  { icon: ShieldCheck, step: 'pay' },
  { icon: PhoneCall, step: 'call' },
];

/** How a consultation goes, so the devotee knows what Book a call leads to. */
export function ConsultSteps() {
  const { t } = useAstroT();
  const fee = formatINR(CONSULTATION_FEE_RUPEES);
  return (
    <section aria-labelledby="consult-steps" className="bg-cream-100 py-10 md:py-14">
      <div className="container-page">
        <SectionHeading id="consult-steps" title={t('steps.title')} />
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, step }, i) => (
            <li key={step} className="flex gap-4 rounded-[12px] bg-white p-5 shadow-raised">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-600 text-white">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">{t('steps.step', { n: i + 1 })}</span>
                  {t(`steps.${step}Title`)}
                </h3>
                <p className="mt-1 text-sm text-ink-600">{t(`steps.${step}Text`, { fee })}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
