import type { PujaDetail } from '@sankalp/shared/api/catalog';
import { CAROUSEL_CARDS_PER_PAGE_DESKTOP } from '@sankalp/shared/constants';
import { Carousel } from '../../../../components/ui/Carousel';
import { DetailsSection } from './DetailsSection';
import { usePujasT } from '../../i18n';

/** Description, then the aboutPujaCard images: 4 per page on desktop, 1 per step on mobile. */
export function AboutPuja({ puja }: { puja: PujaDetail }) {
  const paragraphs = puja.description.split(/\n{2,}/).filter((p) => p.trim() !== '');
  const images = puja.aboutPujaCard ?? [];
  const { t } = usePujasT();
  return (
    <DetailsSection id="about-puja" title={t('about.title')}>
      <div className="max-w-3xl space-y-3 text-[16px] leading-relaxed text-ink-900">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {images.length > 0 && (
        <div className="-mx-2 mt-5">
          <Carousel
            label={t('about.pictures', { title: puja.title })}
            perPageDesktop={CAROUSEL_CARDS_PER_PAGE_DESKTOP}
            items={images.map((src, i) => (
              <div key={src + i} className="py-3">
                <div className="aspect-[4/3] overflow-hidden rounded-[12px] bg-cream-100 shadow-raised ring-1 ring-cream-200">
                  <img
                    src={src}
                    alt={t('about.picture', { title: puja.title, n: i + 1, total: images.length })}
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                </div>
              </div>
            ))}
          />
        </div>
      )}
    </DetailsSection>
  );
}
