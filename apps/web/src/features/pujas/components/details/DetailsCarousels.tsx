import { PastVideosCarousel } from '../../../../components/catalog/PastVideosCarousel';
import { ReviewsCarousel } from '../../../../components/catalog/ReviewsCarousel';
import { DetailsSection } from './DetailsSection';

export function DetailsCarousels() {
  return (
    <>
      <DetailsSection
        id="puja-reviews"
        title="What Devotees Say"
        subtitle="Families in India and abroad who offered pujas through Sankalp."
      >
        <ReviewsCarousel />
      </DetailsSection>
      <DetailsSection
        id="puja-videos"
        title="Past Puja Videos"
        subtitle="Every devotee receives the video of their own puja on WhatsApp. Here are moments from recent pujas."
        tinted
      >
        <PastVideosCarousel />
      </DetailsSection>
    </>
  );
}
