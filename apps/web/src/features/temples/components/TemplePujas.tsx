import { useMemo } from 'react';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { pujaDetailsPath } from '../../../components/catalog/puja-links';
import { formatDate } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/index';
import { useTemplesT } from '../i18n';
import type { Puja } from '@sankalp/shared/api/catalog';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { CountdownBadge } from '../../../components/ui/CountdownBadge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ShowMore } from '../../../components/catalog/ShowMore';
import { usePujaPages } from '../../../lib/catalog/pujas';
import { openPujasAtTemple } from '../lib/temple-pujas';

function PujaRow({ puja }: { puja: Puja }) {
  return (
    <li>
      <Link
        to={pujaDetailsPath(puja)}
        state={{ puja }}
        className="group flex h-full gap-4 rounded-[12px] bg-white p-3 shadow-raised hover:ring-2 hover:ring-saffron-200"
      >
        <div className="aspect-square w-24 shrink-0 overflow-hidden rounded-lg bg-cream-100 sm:w-28">
          <img src={puja.image} alt="" loading="lazy" className="h-full w-full object-cover" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          {puja.tag && (
            <span className="self-start rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold text-saffron-700">
              {puja.tag}
            </span>
          )}
          <h3 className="mt-1 font-semibold leading-snug text-maroon-800 group-hover:text-saffron-700">{puja.title}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
            <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
            {formatDate(puja.startTime)}
          </p>
          <CountdownBadge startTime={puja.startTime} endTime={puja.endTime} className="mt-2 self-start" />
        </div>
      </Link>
    </li>
  );
}

/** Open pujas performed at this temple, a page at a time (the server filters by temple). */
export function TemplePujas({ templeId, id }: { templeId: string; id: string }) {
  const pujas = usePujaPages({ temple: templeId, status: 'open' }, { enabled: Boolean(templeId) });
  // The server already sends only this temple's open pujas; the check keeps a puja that closed
  // since its page loaded off the list.
  const shown = useMemo(() => openPujasAtTemple(pujas.items, templeId), [pujas.items, templeId]);
  const { t } = useTemplesT();
  const { t: tc } = useT();
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-20">
      <h2 id={`${id}-heading`} className="font-display text-[22px] font-bold">
        {t('pujas.title')}
      </h2>
      <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
      <div className="mt-5">
        {pujas.status === 'pending' || pujas.retrying ? (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t('pujas.loading')}>
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : pujas.status === 'error' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-[12px] bg-cream-100 p-4 text-ink-600">
            <span>{t('pujas.failed')}</span>
            <Button size="sm" variant="outline" onClick={pujas.retry}>
              {tc('common.retry')}
            </Button>
          </div>
        ) : shown.length === 0 && !pujas.hasMore ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-[12px] border border-dashed border-cream-200 bg-white/60 p-5">
            <p className="text-ink-600">{t('pujas.none')}</p>
            <ButtonLink to="/pujas" variant="outline" size="md">
              {t('pujas.browse')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {shown.map((p) => (
                <PujaRow key={p._id} puja={p} />
              ))}
            </ul>
            <ShowMore count={shown.length} noun="pujas" list={pujas} skeletons={2} />
          </>
        )}
      </div>
    </section>
  );
}
