import { MapPin, UserRound, Users } from 'lucide-react';
import { formatViewers, streamIsLive } from '@sankalp/shared/timing';
import { useNow } from '../../../lib/use-now';
import { useLiveT } from '../i18n';
import type { Stream } from '@sankalp/shared/api/catalog';
import { WhatsAppShareButton } from '../../../components/catalog/WhatsAppShareButton';
import { categoryLabel, templeLabel } from '../lib/streams';
import { StreamActions } from './StreamActions';
import { StreamPlayer } from './StreamPlayer';
import { StreamStatus } from './StreamStatus';

/** Player, status, title with its WhatsApp share, pandit, temple, viewers, actions and description of one stream. */
export function StreamDetails({ stream }: { stream: Stream }) {
  const { t } = useLiveT();
  // "Watching" only while it is live (StreamStatus ticks the badge); before and after, its viewers.
  const live = streamIsLive(stream.startTime, stream.endTime, useNow(false));
  return (
    <article>
      <StreamPlayer title={stream.title} video={stream.video} poster={stream.image} />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <StreamStatus startTime={stream.startTime} endTime={stream.endTime} />
        <span className="rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-maroon-800">
          {categoryLabel(stream.category, t)}
        </span>
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h1 className="font-display text-[26px] font-bold leading-tight md:text-[32px]">{stream.title}</h1>
        <WhatsAppShareButton item={{ kind: 'stream', stream }} path={`/video/${stream._id}`} className="mt-0.5" />
      </div>
      <div className="mt-4 grid divide-y divide-cream-200 rounded-[12px] bg-white shadow-raised sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        <Fact label={t('stream.pandit')} icon={<UserRound className="h-5 w-5" aria-hidden />}>
          {stream.pandit || t('stream.templePandits')}
        </Fact>
        <Fact label={t('stream.temple')} icon={<MapPin className="h-5 w-5" aria-hidden />}>
          {templeLabel(stream.temple)}
        </Fact>
        <Fact label={t('stream.viewers')} icon={<Users className="h-5 w-5" aria-hidden />}>
          {t(live ? 'viewersWatching' : 'viewersCount', { n: formatViewers(stream.viewers) })}
        </Fact>
      </div>
      <div className="mt-5">
        <StreamActions stream={stream} />
      </div>
      {stream.description && (
        <section aria-labelledby="stream-about-heading" className="mt-8 rounded-[12px] bg-cream-100 p-5">
          <h2 id="stream-about-heading" className="font-display text-lg font-bold">
            {t('stream.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-ink-900">{stream.description}</p>
        </section>
      )}
    </article>
  );
}

function Fact({ label, icon, children }: { label: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 p-4">
      <span className="mt-0.5 shrink-0 text-saffron-600">{icon}</span>
      <dl className="min-w-0">
        <dt className="text-sm text-ink-600">{label}</dt>
        <dd className="font-semibold text-ink-900">{children}</dd>
      </dl>
    </div>
  );
}
