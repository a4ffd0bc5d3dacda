import { CAMPAIGN_LOADER_ROTATE_MS } from '@sankalp/shared/constants';
import { useRotatingIndex } from '../lib/use-loader-timing';
import { useDonationsT } from '../i18n';

/** Full-page loader with the campaign's pictures rotating every 500 ms (spec part 1 § 2). */
export function CampaignLoader({ images, title }: { images: string[]; title?: string }) {
  const { t } = useDonationsT();
  const pics = images.length > 0 ? images : ['/art/hero-donations.svg'];
  const index = useRotatingIndex(pics.length, CAMPAIGN_LOADER_ROTATE_MS);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[70dvh] flex-col items-center justify-center bg-cream-50 px-4 py-16 text-center"
    >
      <div className="relative aspect-[4/3] w-64 overflow-hidden rounded-[12px] bg-cream-100 shadow-raised md:w-80">
        {pics.map((src, i) => (
          <img
            key={src + i}
            src={src}
            alt=""
            className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-300 ${i === index ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
      </div>
      <div className="mt-6 flex gap-1.5" aria-hidden>
        {[0, 1, 2].map((d) => (
          <span
            key={d}
            className="h-2 w-2 animate-bounce rounded-full bg-saffron-600"
            style={{ animationDelay: `${d * 150}ms` }}
          />
        ))}
      </div>
      <p className="mt-3 font-display text-lg font-bold text-maroon-800">{title ?? t('campaign.loaderTitle')}</p>
      <p className="text-sm text-ink-600">{t('campaign.loading')}</p>
    </div>
  );
}
