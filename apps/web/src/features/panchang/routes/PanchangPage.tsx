import { CalendarDays, ChevronLeft, ChevronRight, Moon, Sun, Sunrise, Sunset } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { DayPanchang, PanchangSpan, Place } from '@sankalp/shared/api/kundli';
import { PlaceSearch } from '../../../components/places/PlaceSearch';
import { placeNames, timeZoneName } from '../../../components/places/place-names';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorState } from '../../../components/ui/StateViews';
import { ApiError } from '../../../lib/api';
import { usePanchang } from '../../../lib/kundli/kundli-api';
import { useTitle } from '../../../lib/use-title';
import {
  DEFAULT_PLACE,
  clock,
  longDate,
  placeFromQuery,
  rememberPlace,
  rememberedPlace,
  shiftDate,
  todayAt,
} from '../lib/panchang-place';
import { useJyotishNames } from '../../../lib/kundli/i18n';
import { usePanchangT } from '../i18n';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
// The remembered city, as a snapshot React can compare (the same object while it is unchanged). A
// server render has none, so a page it rendered hydrates with the default city, then shows the
// remembered one (issue 12); a page opened within the app shows it at once.
let stored: { json: string; place: Place | null } = { json: 'null', place: null };
const storedPlace = () => {
  const place = rememberedPlace(storage());
  const json = JSON.stringify(place);
  if (json !== stored.json) stored = { json, place };
  return stored.place;
};
const noSubscription = () => () => {};
const noPlace = () => null;

const card = 'rounded-[12px] bg-white p-5 shadow-raised';
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** /panchang: the day's panchang for a city (remembered) and any date; both in the URL, so it can be shared. */
export default function PanchangPage() {
  const { t } = usePanchangT();
  useTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const remembered = useSyncExternalStore(noSubscription, storedPlace, noPlace);
  const place = useMemo(() => placeFromQuery(params) ?? remembered ?? DEFAULT_PLACE, [params, remembered]);
  const today = todayAt(place.timezone);
  const asked = params.get('date');
  const date = asked && DATE_RE.test(asked) ? asked : today;
  const panchang = usePanchang(date, place);

  const go = (next: { place?: Place; date?: string }) => {
    const p = next.place ?? place;
    const d = next.date ?? date;
    const q = new URLSearchParams({
      place: p.name,
      region: p.region,
      country: p.country,
      latitude: String(p.latitude),
      longitude: String(p.longitude),
      timezone: p.timezone,
    });
    if (d !== todayAt(p.timezone)) q.set('date', d);
    setParams(q, { replace: true, preventScrollReset: true });
  };
  const choosePlace = (p: Place) => {
    rememberPlace(storage(), p);
    go({ place: p });
  };

  const badRequest = panchang.error instanceof ApiError && panchang.error.status === 400;
  return (
    <>
      <PageHero
        title={t('title')}
        subtitle={t('subtitle')}
      />
      <div className="container-page py-6 md:py-10">
        <div className={`${card} grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end`}>
          <CityPicker key={`${place.latitude},${place.longitude}`} place={place} onChoose={choosePlace} />
          <div>
            <label htmlFor="panchang-date" className="block text-sm font-semibold text-ink-900">
              {t('date')}
            </label>
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                aria-label={t('previousDay')}
                onClick={() => go({ date: shiftDate(date, -1) })}
              >
                <ChevronLeft className="h-5 w-5" aria-hidden />
              </Button>
              <input
                id="panchang-date"
                type="date"
                min="1900-01-01"
                max="2100-12-31"
                value={date}
                onChange={(e) => DATE_RE.test(e.target.value) && go({ date: e.target.value })}
                className="min-h-11 rounded-[10px] border border-cream-200 bg-cream-50 px-3 text-ink-900"
              />
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                aria-label={t('nextDay')}
                onClick={() => go({ date: shiftDate(date, 1) })}
              >
                <ChevronRight className="h-5 w-5" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                disabled={date === today}
                onClick={() => go({ date: today })}
              >
                {t('today')}
              </Button>
            </div>
          </div>
        </div>

        <div className="mt-6" aria-live="polite">
          {panchang.isPending ? (
            <PanchangSkeleton />
          ) : panchang.isError ? (
            <ErrorState
              message={
                badRequest
                  ? t('badRequest', { message: panchang.error.message })
                  : t('failed')
              }
              onRetry={badRequest ? undefined : () => void panchang.refetch()}
              action={
                badRequest ? (
                  <Button onClick={() => go({ place: DEFAULT_PLACE, date: todayAt(DEFAULT_PLACE.timezone) })}>
                    {t('showToday')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <DayView p={panchang.data} place={place} isToday={date === today} />
          )}
        </div>
      </div>
    </>
  );
}

/** The city search: typing clears the shown city until another is chosen (the page keeps showing the last one). */
function CityPicker({ place, onChoose }: { place: Place; onChoose: (p: Place) => void }) {
  const [value, setValue] = useState<Place | null>(place);
  const { t } = usePanchangT();
  return (
    <PlaceSearch
      id="panchang-place"
      label={t('city')}
      value={value}
      onChange={(p) => {
        setValue(p);
        if (p) onChoose(p);
      }}
      hint={t('cityHint')}
    />
  );
}

function Spans({
  title,
  spans,
  day,
  label,
  extra,
}: {
  title: string;
  spans: PanchangSpan[];
  day: string;
  /** The span's name in the reader's language, from its number. */
  label: (n: number) => string;
  extra?: (s: PanchangSpan) => string;
}) {
  const { t, language } = usePanchangT();
  return (
    <section className={card} aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">{title}</h2>
      <ul className="mt-2 space-y-1.5">
        {spans.map((s, i) => (
          <li key={`${s.number}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="text-lg font-semibold text-ink-900">
              {label(s.number)}
              {extra && <span className="ml-1.5 text-sm font-normal text-ink-600">{extra(s)}</span>}
            </span>
            <span className="text-sm text-ink-600">{s.end ? t('till', { time: clock(s.end, day, language) }) : t('beyondSunrise')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-cream-100 text-saffron-700">
        {icon}
      </span>
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</p>
        <p className="font-semibold text-ink-900">{children}</p>
      </div>
    </div>
  );
}

function DayView({ p, place, isToday }: { p: DayPanchang; place: Place; isToday: boolean }) {
  const day = p.date;
  const { t, language } = usePanchangT();
  const names = useJyotishNames();
  const at = (iso: string) => clock(iso, day, language);
  const paksha = new Map(p.tithis.map((s) => [s, s.paksha]));
  const shown = placeNames(place, language);
  const month = (m: DayPanchang['month']['amanta']) =>
    m.adhika ? t('adhika', { name: names.month(m.number) }) : names.month(m.number);
  return (
    <div className="grid gap-6">
      <section className={`${card} bg-gradient-to-br from-white to-cream-100`} aria-labelledby="day-title">
        <p className="text-sm font-semibold text-saffron-700">{isToday ? t('today') : t('panchangFor')}</p>
        <h2 id="day-title" className="font-display text-2xl font-bold text-maroon-800">
          {t('heading', { vara: names.vara(p.vara), date: longDate(day, language) })}
        </h2>
        <p className="text-ink-600">
          {shown.name}
          {shown.region ? `, ${shown.region}` : ''} · {timeZoneName(p.place.timezone, language)}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact icon={<Sunrise className="h-5 w-5" aria-hidden />} label={t('sunrise')}>
            {p.sunrise ? at(p.sunrise) : t('noSunrise')}
          </Fact>
          <Fact icon={<Sunset className="h-5 w-5" aria-hidden />} label={t('sunset')}>
            {p.sunset ? at(p.sunset) : t('noSunset')}
          </Fact>
          <Fact icon={<Sun className="h-5 w-5" aria-hidden />} label={t('rahuKaal')}>
            {p.rahuKaal ? `${at(p.rahuKaal.start)} – ${at(p.rahuKaal.end)}` : t('noRahuKaal')}
          </Fact>
          <Fact icon={<Moon className="h-5 w-5" aria-hidden />} label={t('lunarMonth')}>
            {t('months', { amanta: month(p.month.amanta), purnimanta: month(p.month.purnimanta) })}
          </Fact>
        </div>
        {!p.sunrise && (
          <p className="mt-3 text-sm text-ink-600">
            {t('midnightNote')}
          </p>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <Spans
          title={t('tithi')}
          spans={p.tithis}
          day={day}
          label={names.tithi}
          extra={(s) => t('paksha', { paksha: names.paksha(paksha.get(s as (typeof p.tithis)[number]) ?? '') })}
        />
        <Spans title={t('nakshatra')} spans={p.nakshatras} day={day} label={names.nakshatra} />
        <Spans title={t('yoga')} spans={p.yogas} day={day} label={names.yoga} />
        <Spans title={t('karana')} spans={p.karanas} day={day} label={names.karana} />
      </div>
      <p className="flex items-start gap-2 text-xs text-ink-600">
        <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
        {t('footnote', { ayanamsa: p.ayanamsa.toFixed(4) })}
      </p>
    </div>
  );
}

function PanchangSkeleton() {
  const { t } = usePanchangT();
  return (
    <div className="grid gap-6" aria-busy="true" aria-label={t('loading')}>
      <Skeleton className="h-48 w-full" />
      <div className="grid gap-6 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    </div>
  );
}
