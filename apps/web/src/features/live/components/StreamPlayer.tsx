import { VideoOff } from 'lucide-react';
import { safeEmbedSrc } from '../lib/streams';
import { useLiveT } from '../i18n';

/** The stream's embed in a 16:9 box, or the spec's message when it has no video source. */
export function StreamPlayer({ title, video, poster }: { title: string; video: string | null; poster?: string }) {
  const src = safeEmbedSrc(video);
  const { t } = useLiveT();
  return (
    <div className="relative aspect-video overflow-hidden rounded-[12px] bg-maroon-900 shadow-raised">
      {src ? (
        <iframe
          src={src}
          title={t('stream.player', { title })}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster && <img src={poster} alt="" className="absolute inset-0 h-full w-full object-cover opacity-20" />}
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/10">
              <VideoOff className="h-7 w-7 text-gold-400" aria-hidden />
            </span>
            <p className="max-w-sm text-cream-50">
              <strong className="block text-lg text-white">{t('stream.noVideo')}</strong> {t('stream.noVideoText')}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
