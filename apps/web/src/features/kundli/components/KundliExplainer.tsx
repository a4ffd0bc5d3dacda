import { CalendarClock, Orbit, Sunrise, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/PageHero';

const PARTS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Sunrise,
    title: 'Lagna and the twelve houses',
    text: 'The sign rising in the east at your birth sets the first house; the twelve houses describe self, family, career, marriage and more.',
  },
  {
    icon: Orbit,
    title: 'The nine grahas',
    text: 'Where Surya, Chandra, Mangal, Budh, Guru, Shukra, Shani, Rahu and Ketu sat when you were born, and how they look at each other.',
  },
  {
    icon: CalendarClock,
    title: 'Dasha periods',
    text: 'The Vimshottari dasha shows which graha leads each period of your life, so you can prepare for what each season brings.',
  },
];

/** What a kundli is and what is needed: the section 'Learn More' leads to. */
export function KundliExplainer({ id }: { id: string }) {
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
          title="What is a Kundli?"
          subtitle="Your Janam Kundli is a map of the heavens at the exact moment and place of your birth. Astrologers read it to guide important decisions, muhurat and remedies."
        />
        <ul className="grid gap-5 md:grid-cols-3">
          {PARTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[12px] bg-white p-6 shadow-raised">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-cream-100 text-saffron-700">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink-600">
          <span className="font-semibold text-ink-900">What you will need:</span> your date of birth, the time of birth
          (as exact as possible) and the town or city where you were born.
        </p>
      </div>
    </section>
  );
}
