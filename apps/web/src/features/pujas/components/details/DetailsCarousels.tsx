import { PastVideosCarousel } from '../../../../components/catalog/PastVideosCarousel';
import { ReviewsCarousel } from '../../../../components/catalog/ReviewsCarousel';
import { DetailsSection } from './DetailsSection';
import { usePujasT } from '../../i18n';

export function DetailsCarousels() {
  const { t } = usePujasT();
  return (
    <>
      <DetailsSection
        id="puja-reviews"
        title={t('carousels.reviews')}
        subtitle={t('carousels.reviewsSubtitle')}
      >
        <ReviewsCarousel />
      </DetailsSection>
      <DetailsSection
        id="puja-videos"
        title={t('carousels.videos')}
        subtitle={t('carousels.videosSubtitle')}
        tinted
      >
        <PastVideosCarousel />
      </DetailsSection>
    </>
  );
}
