import { CalendarCheck, PhoneCall, ShieldCheck, type LucideIcon } from 'lucide-react';
import { CONSULTATION_FEE_RUPEES } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { SectionHeading } from '../../../components/ui/PageHero';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: CalendarCheck,
    title: 'Choose a time',
    text: 'Pick Astrology or Vastu, your preferred date and a time slot that suits you.',
  },
  {
    icon: ShieldCheck,
    title: 'Pay securely',
    text: `A fixed fee of ${formatINR(CONSULTATION_FEE_RUPEES)}, paid by card or UPI.`,
  },
  {
    icon: PhoneCall,
    title: 'Receive the call',
    text: 'The astrologer calls you at the chosen time. Keep your birth details handy.',
  },
];

/** How a consultation goes, so the devotee knows what Book a call leads to. */
export function ConsultSteps() {
  return (
    <section aria-labelledby="consult-steps" className="bg-cream-100 py-10 md:py-14">
      <div className="container-page">
        <SectionHeading id="consult-steps" title="How a consultation works" />
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-4 rounded-[12px] bg-white p-5 shadow-raised">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-saffron-600 text-white">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 text-sm text-ink-600">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
