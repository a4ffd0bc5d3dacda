import { MapPin, Play } from 'lucide-react';
import { VIDEO_CAROUSEL_MS } from '@sankalp/shared/constants';
import { ButtonLink } from '../ui/Button';
import { Carousel } from '../ui/Carousel';
import { PAST_PUJA_VIDEOS, type PastVideo } from './past-videos';
import { useCatalogT } from './i18n';

/**
 * Past pujas, two to a page on desktop, advancing every 10 s (spec part 1 § 4). Each devotee's
 * own recording is sent to them on WhatsApp, so 'Watch' opens today's live darshan instead.
 */
export function PastVideosCarousel({
  videos = PAST_PUJA_VIDEOS,
  label,
}: {
  videos?: readonly PastVideo[];
  label?: string;
}) {
  const { t } = useCatalogT();
  return (
    <div className="-mx-2">
      <Carousel
        label={label ?? t('videos.label')}
        perPageDesktop={2}
        intervalMs={VIDEO_CAROUSEL_MS}
        items={videos.map((v) => (
          <div key={v.id} className="h-full py-3">
            <VideoCard video={v} />
          </div>
        ))}
      />
    </div>
  );
}

function VideoCard({ video }: { video: PastVideo }) {
  const { t } = useCatalogT();
  const title = t(`videos.${video.id}.title`);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised ring-1 ring-cream-200">
      <div className="relative aspect-video bg-maroon-900">
        <img src={video.thumbnail} alt={t(`videos.${video.id}.alt`)} loading="lazy" className="h-full w-full object-cover" />
        <span className="absolute inset-0 flex items-center justify-center bg-maroon-900/15" aria-hidden>
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-saffron-600 shadow-raised">
            <Play className="ml-1 h-6 w-6 fill-current" />
          </span>
        </span>
      </div>
      <div className="flex flex-1 flex-wrap items-end justify-between gap-3 p-4">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-bold leading-snug">{title}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
            <MapPin className="h-4 w-4 shrink-0 text-saffron-600" aria-hidden /> {t(`videos.${video.id}.temple`)}
          </p>
        </div>
        <ButtonLink to="/live" variant="outline" size="md" aria-label={t('videos.watchLabel', { title })}>
          <Play className="h-4 w-4" aria-hidden /> {t('videos.watch')}
        </ButtonLink>
      </div>
    </article>
  );
}
