import { Quote, Star, Video } from 'lucide-react';
import { REVIEW_CAROUSEL_MS } from '@sankalp/shared/constants';
import { Carousel } from '../ui/Carousel';
import { SAMPLE_REVIEWS, type Review } from './reviews';
import { useCatalogT } from './i18n';

/** Devotees' words, three to a page on desktop, advancing every 8 s (spec part 1 § 4). */
export function ReviewsCarousel({
  reviews = SAMPLE_REVIEWS,
  label,
}: {
  reviews?: readonly Review[];
  label?: string;
}) {
  const { t } = useCatalogT();
  return (
    <div className="-mx-2">
      <Carousel
        label={label ?? t('reviews.label')}
        perPageDesktop={3}
        intervalMs={REVIEW_CAROUSEL_MS}
        items={reviews.map((r) => (
          // Vertical room so the card shadows are not clipped by the carousel's overflow.
          <div key={r.id} className="h-full py-3">
            <ReviewCard review={r} />
          </div>
        ))}
      />
    </div>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useCatalogT();
  return (
    <figure className="flex h-full flex-col rounded-[12px] bg-white p-5 shadow-raised ring-1 ring-cream-200">
      <div className="flex items-center justify-between gap-2">
        <span className="flex gap-0.5" role="img" aria-label={t('reviews.rated')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} className="h-4 w-4 fill-gold-400 text-gold-400" aria-hidden />
          ))}
        </span>
        {review.type === 'video' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-saffron-50 px-2.5 py-0.5 text-xs font-semibold text-saffron-700">
            <Video className="h-3.5 w-3.5" aria-hidden /> {t('reviews.video')}
          </span>
        ) : (
          <Quote className="h-5 w-5 text-saffron-200" aria-hidden />
        )}
      </div>
      <blockquote className="mt-3 flex-1 text-[15px] leading-relaxed text-ink-900">“{t(`reviews.${review.id}.text`)}”</blockquote>
      <figcaption className="mt-4 flex items-center gap-3 border-t border-cream-200 pt-4">
        <img
          src={review.img}
          alt=""
          loading="lazy"
          width={44}
          height={44}
          className="h-11 w-11 rounded-full bg-cream-100 object-cover"
        />
        <span>
          <span className="block font-semibold text-maroon-800">{t(`reviews.${review.id}.name`)}</span>
          <span className="block text-sm text-ink-600">{t(`reviews.${review.id}.city`)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
