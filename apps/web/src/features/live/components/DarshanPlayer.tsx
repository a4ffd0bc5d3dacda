import { useEffect, useState } from 'react';
import { LIVE_DARSHAN_LOADING_MS } from '@sankalp/shared/constants';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useLiveT } from '../i18n';

/** The darshan player: a loading state for 1.5 s (spec part 3 § 9), then the stream's embed. */
export function DarshanPlayer({ src, title }: { src: string; title: string }) {
  const [loading, setLoading] = useState(true);
  const { t } = useLiveT();
  useEffect(() => {
    const id = setTimeout(() => setLoading(false), LIVE_DARSHAN_LOADING_MS);
    return () => clearTimeout(id);
  }, []);
  return (
    <div className="relative aspect-video overflow-hidden rounded-[12px] bg-maroon-900 shadow-raised ring-1 ring-gold-400/30">
      {loading ? (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3">
          <Skeleton className="absolute inset-0 rounded-none bg-maroon-800/60" />
          <span
            className="relative h-10 w-10 animate-spin rounded-full border-4 border-gold-400/30 border-t-gold-400"
            aria-hidden
          />
          <span className="relative font-semibold text-cream-50">{t('darshan.connecting')}</span>
        </div>
      ) : (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
