import { MapPin, Play, UserRound } from 'lucide-react';
import type { Stream } from '@sankalp/shared/api/catalog';
import { streamIsLive, streamPageStatus } from '@sankalp/shared/timing';
import { ButtonLink } from '../../../components/ui/Button';
import { templeLabel } from '../lib/streams';
import { LiveBadge, ViewerCount } from './LiveBits';
import { categoryLabel } from '../lib/streams';
import { streamCountdown } from '../lib/stream-words';
import { useLiveT } from '../i18n';

/** A stream in the list: LIVE badge and 'Live Now' by the spec's live-list rule, else 'Offline'. */
export function StreamCard({ stream, now }: { stream: Stream; now: Date }) {
  const live = streamIsLive(stream.startTime, stream.endTime, now);
  const { t } = useLiveT();
  const upcoming = !live && streamPageStatus(stream.startTime, stream.endTime, now) === 'UPCOMING';
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-[12px] bg-white shadow-raised">
      <div className="relative aspect-[4/3] bg-cream-100">
        <img src={stream.image} alt={stream.title} loading="lazy" className="h-full w-full object-cover" />
        {live && <LiveBadge className="absolute left-3 top-3 shadow" />}
        <ViewerCount
          viewers={stream.viewers}
          suffix={t('viewers')}
          className="absolute right-3 top-3 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-semibold text-white"
        />
        <span className="absolute bottom-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-maroon-800">
          {categoryLabel(stream.category, t)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className={`flex items-center gap-2 text-sm font-semibold ${live ? 'text-success' : 'text-ink-600'}`} data-status-text="">
          <span className={`h-2.5 w-2.5 rounded-full ${live ? 'bg-success' : 'bg-ink-600/50'}`} aria-hidden />
          {live ? t('liveNow') : t('offline')}
          {upcoming && (
            <span className="font-normal" aria-live="off">· {streamCountdown(stream.startTime, stream.endTime, now, t)}</span>
          )}
        </p>
        <h3 className="mt-1.5 font-display text-lg font-bold leading-snug">{stream.title}</h3>
        <p className="mt-1.5 flex items-start gap-1.5 text-sm text-ink-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
          {templeLabel(stream.temple)}
        </p>
        {stream.pandit && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-ink-600">
            <UserRound className="mt-0.5 h-4 w-4 shrink-0 text-saffron-600" aria-hidden />
            {stream.pandit}
          </p>
        )}
        <ButtonLink
          to={`/video/${stream._id}`}
          state={{ stream }}
          variant={live ? 'primary' : 'outline'}
          className="mt-5 self-start"
          aria-label={t('card.watchLabel', { title: stream.title })}
        >
          <Play className="h-4 w-4" aria-hidden />
          {t('card.watch')}
        </ButtonLink>
      </div>
    </article>
  );
}
