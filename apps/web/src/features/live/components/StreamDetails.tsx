import { MapPin, UserRound, Users } from 'lucide-react';
import { formatViewers } from '@sankalp/shared/timing';
import type { Stream } from '@sankalp/shared/api/catalog';
import { WhatsAppShareButton } from '../../../components/catalog/WhatsAppShareButton';
import { templeLabel } from '../lib/streams';
import { StreamActions } from './StreamActions';
import { StreamPlayer } from './StreamPlayer';
import { StreamStatus } from './StreamStatus';

/** Player, status, title with its WhatsApp share, pandit, temple, viewers, actions and description of one stream. */
export function StreamDetails({ stream }: { stream: Stream }) {
  return (
    <article>
      <StreamPlayer title={stream.title} video={stream.video} poster={stream.image} />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <StreamStatus startTime={stream.startTime} endTime={stream.endTime} />
        <span className="rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-maroon-800">
          {stream.category}
        </span>
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h1 className="font-display text-[26px] font-bold leading-tight md:text-[32px]">{stream.title}</h1>
        <WhatsAppShareButton item={{ kind: 'stream', stream }} path={`/video/${stream._id}`} className="mt-0.5" />
      </div>
      <dl className="mt-4 grid divide-y divide-cream-200 rounded-[12px] bg-white shadow-raised sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        <Fact label="Pandit" icon={<UserRound className="h-5 w-5" aria-hidden />}>
          {stream.pandit || 'Temple pandits'}
        </Fact>
        <Fact label="Temple" icon={<MapPin className="h-5 w-5" aria-hidden />}>
          {templeLabel(stream.temple)}
        </Fact>
        <Fact label="Viewers" icon={<Users className="h-5 w-5" aria-hidden />}>
          {formatViewers(stream.viewers)} watching
        </Fact>
      </dl>
      <div className="mt-5">
        <StreamActions stream={stream} />
      </div>
      {stream.description && (
        <section aria-labelledby="stream-about-heading" className="mt-8 rounded-[12px] bg-cream-100 p-5">
          <h2 id="stream-about-heading" className="font-display text-lg font-bold">
            About this stream
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
      <div className="min-w-0">
        <dt className="text-sm text-ink-600">{label}</dt>
        <dd className="font-semibold text-ink-900">{children}</dd>
      </div>
    </div>
  );
}
