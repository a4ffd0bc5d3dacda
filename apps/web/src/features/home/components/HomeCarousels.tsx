import { PastVideosCarousel } from '../../../components/catalog/PastVideosCarousel';
import { ReviewsCarousel } from '../../../components/catalog/ReviewsCarousel';
import { SectionHeading } from '../../../components/ui/PageHero';
import { useHomeT } from '../i18n';

/** Devotees' reviews and recordings of past pujas: what booking with us looks like afterwards. */
export function HomeCarousels() {
  const { t } = useHomeT();
  return (
    <>
      <section aria-labelledby="home-reviews" className="container-page py-12 md:py-16">
        <SectionHeading
          id="home-reviews"
          title={t('carousels.reviews')}
          subtitle={t('carousels.reviewsSubtitle')}
        />
        <ReviewsCarousel />
      </section>
      <section aria-labelledby="home-videos" className="bg-cream-100/70 py-12 md:py-16">
        <div className="container-page">
          <SectionHeading
            id="home-videos"
            title={t('carousels.videos')}
            subtitle={t('carousels.videosSubtitle')}
          />
          <PastVideosCarousel />
        </div>
      </section>
    </>
  );
}
