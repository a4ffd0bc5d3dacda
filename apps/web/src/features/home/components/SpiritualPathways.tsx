import { ArrowRight, CalendarHeart, Flower2, HandHeart, Landmark, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/ui/PageHero';

type Pathway = { to: string; title: string; text: string; icon: LucideIcon };

const PATHWAYS: Pathway[] = [
  {
    to: '/temples',
    title: 'Temples',
    text: 'Discover India’s sacred temples, their deities and their stories.',
    icon: Landmark,
  },
  {
    to: '/chadhava',
    title: 'Chadhava',
    text: 'Offer flowers, diyas and bhog at temple events in your name.',
    icon: Flower2,
  },
  {
    to: '/donations',
    title: 'Charitable Activity',
    text: 'Support annadaan, gau seva and temple renovation campaigns.',
    icon: HandHeart,
  },
  {
    to: '/pujas',
    title: 'Monthly Puja & Seva Events',
    text: 'Join the pujas of each tithi and festival at the temple.',
    icon: CalendarHeart,
  },
];

/** Four ways into the platform (spec part 1 § 2). */
export function SpiritualPathways() {
  return (
    <section aria-labelledby="pathways" className="bg-cream-100/70 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="pathways"
          title="Spiritual Pathways"
          subtitle="Choose how you would like to connect with the divine today."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PATHWAYS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-[12px] bg-white p-5 shadow-raised ring-1 ring-cream-200 transition hover:-translate-y-0.5 hover:ring-saffron-500"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-saffron-50 to-cream-100 text-saffron-600 ring-1 ring-saffron-200">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <h3 className="mt-4 font-display text-lg font-bold">{title}</h3>
                <p className="mt-1 flex-1 text-sm text-ink-600">{text}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-saffron-700">
                  Explore{' '}
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
            <span className="font-display text-lg font-bold">Today&apos;s Panchang</span>
            <span className="ml-2 text-sm text-white/80">Tithi, nakshatra, sunrise and Rahu kaal for your city</span>
          </span>
          <ArrowRight className="h-5 w-5 text-gold-400 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
