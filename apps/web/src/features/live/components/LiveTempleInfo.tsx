import { Bell, Flower2, MapPin } from 'lucide-react';
import type { LiveTemple } from '../lib/watch-live';
import { aartiTime } from '../lib/stream-words';
import { useLiveT } from '../i18n';

/** Temple info cards of the darshan page: deity, aarti timings, location. */
export function LiveTempleInfo({ temple }: { temple: LiveTemple }) {
  const { t, language } = useLiveT();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <InfoCard title={t('darshan.deity')} icon={<Flower2 className="h-5 w-5" aria-hidden />}>
        <p className="font-semibold text-ink-900">{t('darshan.temple.deity')}</p>
      </InfoCard>
      <InfoCard title={t('darshan.location')} icon={<MapPin className="h-5 w-5" aria-hidden />}>
        <p className="font-semibold text-ink-900">{t('darshan.temple.name')}</p>
        <p className="text-ink-600">{t('darshan.temple.location')}</p>
      </InfoCard>
      <InfoCard
        title={t('darshan.aarti')}
        icon={<Bell className="h-5 w-5" aria-hidden />}
        className="sm:col-span-2 lg:col-span-1"
      >
        <dl className="divide-y divide-cream-200">
          {temple.aartiTimings.map((a) => (
            <div key={a.key} className="flex items-center justify-between gap-3 py-2">
              <dt className="text-ink-900">{t(`darshan.aartis.${a.key}`)}</dt>
              <dd className="font-semibold tabular-nums text-maroon-800">{aartiTime(a.time, language)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-ink-600">{t('darshan.aartiNote')}</p>
      </InfoCard>
    </div>
  );
}

function InfoCard({
  title,
  icon,
  children,
  className = '',
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-[12px] bg-white p-5 shadow-raised ${className}`}>
      <h2 className="flex items-center gap-2 text-base font-bold">
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-saffron-100 text-saffron-700">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
