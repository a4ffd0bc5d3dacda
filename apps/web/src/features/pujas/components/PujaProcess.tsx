import { CalendarCheck, Gift, HandHeart, ListChecks, ScrollText, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/PageHero';

type Step = { title: string; text: string; icon: LucideIcon };

// The five steps of spec part 1 § 2, in order.
const STEPS: Step[] = [
  {
    title: 'Select your puja',
    text: 'Choose the puja and the way you wish to participate: alone, as a couple or with your family.',
    icon: ListChecks,
  },
  {
    title: 'Provide your sankalp',
    text: 'Give your name and gotra, and the names of family members to be included in the sankalp.',
    icon: ScrollText,
  },
  {
    title: 'Add offerings',
    text: 'If you wish, add Gau Seva, Deep Daan or Anna Seva to your puja. All offerings are optional.',
    icon: HandHeart,
  },
  {
    title: 'Puja-day updates',
    text: 'On the day, the pandits perform the puja in your name and we keep you updated on WhatsApp.',
    icon: CalendarCheck,
  },
  {
    title: 'Video and prasad box',
    text: 'Receive the video of your puja, and the Aashirwad Box of prasad delivered to your home.',
    icon: Gift,
  },
];

export function PujaProcess() {
  return (
    <section aria-labelledby="puja-process" className="bg-cream-100/70 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="puja-process"
          title="Puja Process"
          subtitle="From your sankalp to the prasad at your door, in five simple steps."
        />
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map(({ title, text, icon: Icon }, i) => (
            <li
              key={title}
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
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-1 text-sm text-ink-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
