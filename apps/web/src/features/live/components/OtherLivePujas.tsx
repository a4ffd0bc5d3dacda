import { Link } from 'react-router';
import type { OtherLivePuja } from '../lib/watch-live';
import { LiveBadge, ViewerCount } from './LiveBits';
import { useLiveT } from '../i18n';

/** Three other live pujas; stream-backed ones open their stream page, samples open /live. */
export function OtherLivePujas({ pujas }: { pujas: OtherLivePuja[] }) {
  const { t } = useLiveT();
  return (
    <section aria-labelledby="other-live-heading">
      <h2 id="other-live-heading" className="font-display text-[22px] font-bold md:text-[28px]">
        {t('darshan.others')}
      </h2>
      <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pujas.map((p) => (
          <li key={p.streamId ?? p.name} className="flex">
            <Link
              to={p.streamId ? `/video/${p.streamId}` : '/live'}
              className="group flex w-full gap-3 overflow-hidden rounded-[12px] bg-white p-2.5 shadow-raised hover:ring-2 hover:ring-saffron-200 sm:flex-col sm:gap-0 sm:p-0"
            >
              {/* A compact row on phones, a card from 640 px. */}
              <div className="relative aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-lg bg-cream-100 sm:w-full sm:rounded-none">
                <img src={p.image} alt="" loading="lazy" className="h-full w-full object-cover" />
                <LiveBadge className="absolute left-2 top-2 shadow sm:left-3 sm:top-3" />
              </div>
              <div className="min-w-0 py-1 sm:p-4">
                <h3 className="font-display text-base font-bold leading-snug group-hover:text-saffron-700 sm:text-lg">
                  {p.sample ? t(`darshan.samples.${p.sample}.name`) : p.name}
                </h3>
                <p className="mt-1 text-sm text-ink-600">{p.sample ? t(`darshan.samples.${p.sample}.deity`) : p.deity}</p>
                <ViewerCount
                  viewers={p.viewers}
                  suffix={t('watching')}
                  className="mt-1.5 text-sm font-semibold text-maroon-800"
                />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
