import { Link } from 'react-router';
import type { Stream } from '@sankalp/shared/api/catalog';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useStreams } from '../api/get-streams';
import { recommendedStreams, templeName } from '../lib/streams';
import { ViewerCount } from './LiveBits';
import { useLiveT } from '../i18n';

/** Up to 4 other streams, most watched first, the first tagged TOP (spec part 1 § 4). */
export function RecommendedStreams({ currentId }: { currentId: string }) {
  const streams = useStreams();
  const { t } = useLiveT();
  const list = streams.data ? recommendedStreams(streams.data, currentId) : [];
  if (streams.isError || (streams.isSuccess && list.length === 0)) return null;
  return (
    <section aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className="font-display text-lg font-bold">
        {t('stream.recommended')}
      </h2>
      <div className="mt-1 h-0.5 w-12 bg-gold-400" aria-hidden />
      {streams.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label={t('stream.loadingRecommended')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {list.map(({ stream, top }) => (
            <RecommendedItem key={stream._id} stream={stream} top={top} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecommendedItem({ stream, top }: { stream: Stream; top: boolean }) {
  const { t } = useLiveT();
  return (
    <li>
      <Link
        to={`/video/${stream._id}`}
        state={{ stream }}
        className="group flex gap-3 rounded-[12px] bg-white p-2.5 shadow-raised hover:ring-2 hover:ring-saffron-200"
      >
        <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-lg bg-cream-100">
          <img src={stream.image} alt="" loading="lazy" className="h-full w-full object-cover" />
          {top && (
            <span className="absolute left-1.5 top-1.5 rounded-full bg-gold-400 px-2 py-0.5 text-[11px] font-bold tracking-wider text-maroon-900">
              {t('top')}
            </span>
          )}
        </div>
        <div className="min-w-0 py-0.5">
          <h3 className="line-clamp-2 text-[15px] font-semibold leading-snug text-maroon-800 group-hover:text-saffron-700">
            {stream.title}
          </h3>
          <p className="mt-0.5 truncate text-sm text-ink-600">{templeName(stream.temple)}</p>
          <ViewerCount viewers={stream.viewers} suffix={t('viewers')} className="mt-1 text-sm text-ink-600" />
        </div>
      </Link>
    </li>
  );
}
