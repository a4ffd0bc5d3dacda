import { useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useNow } from '../../../lib/use-now';
import { useStreams } from '../api/get-streams';
import { DarshanPlayer } from '../components/DarshanPlayer';
import { LiveBadge, ViewerCount } from '../components/LiveBits';
import { LiveTempleInfo } from '../components/LiveTempleInfo';
import { OtherLivePujas } from '../components/OtherLivePujas';
import { LIVE_TEMPLE, otherLivePujas } from '../lib/watch-live';
import { useLiveT } from '../i18n';

/** The site's default title (index.html), restored when the darshan page is left (spec part 3 § 2). */
const DEFAULT_TITLE = "Sankalp — Pujas, Chadhava & Live Darshan from India's Sacred Temples";
const LIST_TICK_MS = 30_000;

export default function WatchLivePage() {
  const temple = LIVE_TEMPLE;
  const { t } = useLiveT();
  const heading = t('darshan.heading', { name: t('darshan.temple.name') });
  useEffect(() => {
    document.title = `${heading} — Sankalp`;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [heading]);
  const streams = useStreams();
  const now = useNow(true, LIST_TICK_MS);
  const others = otherLivePujas(streams.data, temple.name, now);

  return (
    <>
      <section className="bg-maroon-900 pb-10 pt-6 text-cream-50 md:pb-14 md:pt-8">
        <div className="container-page">
          <Link
            to="/live"
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-gold-400 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('darshan.allStreams')}
          </Link>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <LiveBadge onDark />
            <ViewerCount
              viewers={temple.currentViewers}
              suffix={t('devoteesWatching')}
              className="text-sm font-semibold text-cream-100"
            />
          </div>
          <h1 className="mt-3 font-display text-[26px] font-bold leading-tight text-white md:text-[36px]">
            {heading}
          </h1>
          <p className="mt-1 text-cream-100">{t('darshan.temple.location')}</p>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            <DarshanPlayer src={temple.liveVideoSrc} title={t('darshan.player', { name: t('darshan.temple.name') })} />
            <LiveTempleInfo temple={temple} />
          </div>
        </div>
      </section>
      <div className="container-page py-10 md:py-14">
        <OtherLivePujas pujas={others} />
      </div>
    </>
  );
}
