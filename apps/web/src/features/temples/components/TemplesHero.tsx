import { Flower2, HandHeart, Landmark, Users } from 'lucide-react';
import { PageHero } from '../../../components/ui/PageHero';

// The temples page's claims, as the spec states them (part 1 § 1).
const CLAIMS = [
  { value: '100+', label: 'Temples', Icon: Landmark },
  { value: '50+', label: 'Deities', Icon: Flower2 },
  { value: '10K+', label: 'Devotees Monthly', Icon: Users },
  { value: '5', label: 'Services', Icon: HandHeart },
] as const;

export function TemplesHero({ listId }: { listId: string }) {
  return (
    <>
      <PageHero
        eyebrow="Sacred Temples of Bharat"
        title="Know the Temples Where Your Prayers Are Offered"
        subtitle="From the Jyotirlingas to the Char Dham, learn the story, the deity and the living traditions of each temple before you book a puja or offer chadhava."
        image="/art/hero-temples.svg"
      >
        {/* Gold on the maroon gradient: the saffron primary would not stand out there. */}
        <a
          href={`#${listId}`}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-gold-400 px-6 font-semibold text-maroon-900 shadow-sm transition-colors hover:bg-gold-300"
        >
          Explore Temples
        </a>
      </PageHero>
      <div className="container-page relative -mt-8 md:-mt-10">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-[12px] bg-cream-200 shadow-raised md:grid-cols-4">
          {CLAIMS.map(({ value, label, Icon }) => (
            <div key={label} className="flex items-center gap-3 bg-white px-4 py-4 md:justify-center md:py-5">
              <Icon className="h-7 w-7 shrink-0 text-saffron-600" aria-hidden />
              <div className="flex flex-col-reverse">
                <dt className="text-sm text-ink-600">{label}</dt>
                <dd className="font-display text-xl font-bold text-maroon-800 md:text-2xl">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
