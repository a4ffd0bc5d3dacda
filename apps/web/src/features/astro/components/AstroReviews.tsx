import { Quote, Star } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/PageHero';

// Static sample reviews (spec part 3 § 2, astrologer list).
const REVIEWS = [
  {
    name: 'Priya Sharma',
    place: 'Delhi',
    rating: 5,
    text: 'Panditji explained my kundli patiently and in simple Hindi. His guidance on my career decision gave me real peace of mind.',
  },
  {
    name: 'Rahul Verma',
    place: 'Bengaluru',
    rating: 5,
    text: 'We consulted for Vastu before moving into our new home. The suggestions were practical, and the call started exactly on time.',
  },
];

export function AstroReviews() {
  return (
    <section aria-labelledby="astro-reviews" className="bg-cream-100 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="astro-reviews"
          title="What devotees say"
          subtitle="Sample reviews from devotees who consulted our astrologers."
        />
        <ul className="grid gap-5 md:grid-cols-2">
          {REVIEWS.map((r) => (
            <li key={r.name} className="relative rounded-[12px] bg-white p-6 shadow-raised">
              <Quote className="absolute right-5 top-5 h-8 w-8 text-gold-400" aria-hidden />
              <div className="flex gap-0.5" role="img" aria-label={`${r.rating} out of 5 stars`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    className={`h-4 w-4 ${i < r.rating ? 'fill-gold-400 text-gold-400' : 'text-cream-200'}`}
                    aria-hidden
                  />
                ))}
              </div>
              <blockquote className="mt-3 text-ink-900">“{r.text}”</blockquote>
              <p className="mt-4 text-sm font-semibold text-maroon-800">
                {r.name} <span className="font-normal text-ink-600">· {r.place}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
