import { PastVideosCarousel } from '../../../components/catalog/PastVideosCarousel';
import { ReviewsCarousel } from '../../../components/catalog/ReviewsCarousel';
import { SectionHeading } from '../../../components/ui/PageHero';

/** Devotees' reviews and recordings of past pujas: what booking with us looks like afterwards. */
export function HomeCarousels() {
  return (
    <>
      <section aria-labelledby="home-reviews" className="container-page py-12 md:py-16">
        <SectionHeading
          id="home-reviews"
          title="What Devotees Say"
          subtitle="Families in India and abroad who offered their prayers through Sankalp."
        />
        <ReviewsCarousel />
      </section>
      <section aria-labelledby="home-videos" className="bg-cream-100/70 py-12 md:py-16">
        <div className="container-page">
          <SectionHeading
            id="home-videos"
            title="Past Puja Videos"
            subtitle="Every devotee receives the video of their own puja on WhatsApp. Here are moments from recent pujas."
          />
          <PastVideosCarousel />
        </div>
      </section>
    </>
  );
}
