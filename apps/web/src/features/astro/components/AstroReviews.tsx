import { Quote, Star } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/PageHero';
import { useAstroT } from '../i18n';

// Static sample reviews (spec part 3 § 2, astrologer list); their names and words are in the namespace.
const REVIEWS = [
  {
    name: 'reviews.priyaName',
    place: 'reviews.delhi',
    rating: 5,
    text: 'reviews.priya',
  },
  {
    name: 'reviews.rahulName',
    place: 'reviews.bengaluru',
    rating: 5,
    text: 'reviews.rahul',
  },
] as const;

export function AstroReviews() {
  const { t } = useAstroT();
  return (
    <section aria-labelledby="astro-reviews" className="bg-cream-100 py-12 md:py-16">
      <div className="container-page">
        <SectionHeading
          id="astro-reviews"
          title={t('reviews.title')}
          subtitle={t('reviews.subtitle')}
        />
        <ul className="grid gap-5 md:grid-cols-2">
          {REVIEWS.map((r) => (
            <li key={r.text} className="relative rounded-[12px] bg-white p-6 shadow-raised">
              <Quote className="absolute right-5 top-5 h-8 w-8 text-gold-400" aria-hidden />
              <div className="flex gap-0.5" role="img" aria-label={t('reviews.stars', { rating: r.rating })}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star
                    key={i}
                    className={`h-4 w-4 ${i < r.rating ? 'fill-gold-400 text-gold-400' : 'text-cream-200'}`}
                    aria-hidden
                  />
                ))}
              </div>
              <blockquote className="mt-3 text-ink-900">“{t(r.text)}”</blockquote>
              <p className="mt-4 text-sm font-semibold text-maroon-800">
                {t(r.name)} <span className="font-normal text-ink-600">· {t(r.place)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
