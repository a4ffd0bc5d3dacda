import { AlertTriangle, ArrowLeft, FileQuestion } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SIGN_NAMES, NAKSHATRA_NAMES, type Kundli } from '@sankalp/shared/api/kundli';
import { ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { useKundli } from '../../../lib/kundli/kundli-api';
import { parseReportQuery, reportQuery, type KundliInputs } from '../../../lib/kundli/report-url';
import { useTitle } from '../../../lib/use-title';
import { NorthChart } from '../components/charts/NorthChart';
import { SouthChart } from '../components/charts/SouthChart';
import { BirthPanchang } from '../components/report/BirthPanchang';
import { DashaTimeline } from '../components/report/DashaTimeline';
import { PlanetTable } from '../components/report/PlanetTable';
import { ReportActions } from '../components/report/ReportActions';
import { TIME_UNKNOWN_NOTE, coordinates, degMin, localDateTime, utcOffset } from '@sankalp/shared/kundli-format';

const card = 'rounded-[12px] bg-white p-5 shadow-raised md:p-6';

/** /Kundli-report?name=…: the kundli computed from the birth details in its URL, so it can be shared. */
export default function KundliReportPage() {
  const [search] = useSearchParams();
  const parsed = useMemo(() => parseReportQuery(search), [search]);
  useTitle(parsed.state === 'ok' ? `Kundli · ${parsed.inputs.name}` : 'Kundli Report');

  return (
    <div className="container-page py-6 md:py-10">
      <Link
        to="/kundli"
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-saffron-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Kundli
      </Link>
      {parsed.state === 'empty' ? (
        <div className="py-10">
          <EmptyState
            level={1}
            icon={<FileQuestion className="h-12 w-12" aria-hidden />}
            title="Create your kundli"
            message="Enter a name, birth date, time and place, and your Janam Kundli appears here, free."
            action={<ButtonLink to="/kundli#kundli-generator">Create my Kundli</ButtonLink>}
          />
        </div>
      ) : parsed.state === 'invalid' ? (
        <div className="py-10">
          <ErrorState
            level={1}
            title="These birth details are incomplete"
            message={`This link cannot make a kundli: ${parsed.errors.join('; ')}.`}
            action={<ButtonLink to="/kundli#kundli-generator">Enter the details again</ButtonLink>}
          />
        </div>
      ) : (
        <Report inputs={parsed.inputs} request={parsed.request} save={parsed.save} />
      )}
    </div>
  );
}

type ReportProps = Pick<Extract<ReturnType<typeof parseReportQuery>, { state: 'ok' }>, 'inputs' | 'request' | 'save'>;

function Report({ inputs, request, save }: ReportProps) {
  const kundli = useKundli(request);
  const now = useMemo(() => Date.now(), []);
  return (
    <>
      <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-[28px] font-bold leading-tight md:text-[36px]">Janam Kundli</h1>
          <p className="mt-1 text-lg font-semibold text-maroon-800">{inputs.name}</p>
          <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
        </div>
        <ReportActions query={reportQuery(inputs)} name={inputs.name} save={save} />
      </header>
      {inputs.timeUnknown && (
        <p className="mt-5 flex gap-2.5 rounded-[12px] border border-gold-400/50 bg-gold-400/10 p-4 text-sm font-semibold text-ink-900">
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-saffron-700" aria-hidden />
          {TIME_UNKNOWN_NOTE}
        </p>
      )}
      {kundli.isPending ? (
        <ReportSkeleton />
      ) : kundli.isError ? (
        <div className="py-10">
          <ErrorState message="We could not compute this kundli just now." onRetry={() => void kundli.refetch()} />
        </div>
      ) : (
        <ReportBody kundli={kundli.data} inputs={inputs} now={now} />
      )}
    </>
  );
}

function ReportBody({ kundli, inputs, now }: { kundli: Kundli; inputs: KundliInputs; now: number }) {
  const place = kundli.birth.place;
  const facts: [string, string][] = [
    ['Born', `${localDateTime(kundli.birth.local)} (${utcOffset(place.utcOffsetMinutes)})`],
    ['Place', inputs.place],
    ['Coordinates', coordinates(place.latitude, place.longitude)],
    ['Time zone', place.timezone ?? utcOffset(place.utcOffsetMinutes)],
    [
      'Lagna',
      `${SIGN_NAMES[kundli.lagna.sign - 1]} ${degMin(kundli.lagna.degreeInSign)}, ${NAKSHATRA_NAMES[kundli.lagna.nakshatra - 1]} pada ${kundli.lagna.pada}`,
    ],
    ['Moon sign (rashi)', SIGN_NAMES[kundli.planets.find((p) => p.name === 'Moon')!.sign - 1]!],
  ];
  return (
    // minmax(0, 1fr): the wide planet table scrolls inside its card instead of widening the page.
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <section className={card} aria-labelledby="birth-title">
        <h2 id="birth-title" className="text-lg font-semibold">
          Birth details
        </h2>
        <dl className="mt-3 grid gap-x-8 sm:grid-cols-2">
          {facts.map(([k, v]) => (
            <div key={k} className="flex justify-between gap-4 border-b border-cream-200 py-2 text-sm">
              <dt className="text-ink-600">{k}</dt>
              <dd className="text-right font-semibold text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className={card}>
          <NorthChart kundli={kundli} titleId="north-chart-title" />
          <figcaption className="mt-3 text-center text-sm text-ink-600">
            North Indian · houses fixed, signs numbered
          </figcaption>
        </figure>
        <figure className={card}>
          <SouthChart kundli={kundli} titleId="south-chart-title" />
          <figcaption className="mt-3 text-center text-sm text-ink-600">
            South Indian · signs fixed, lagna marked
          </figcaption>
        </figure>
      </div>
      <PlanetTable kundli={kundli} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <DashaTimeline kundli={kundli} now={now} />
        <div className="flex flex-col gap-6">
          <BirthPanchang kundli={kundli} />
          <p className="text-xs leading-relaxed text-ink-600">
            Sidereal zodiac with the Lahiri ayanamsa ({degMin(kundli.ayanamsa)} at birth); Rahu by the true node, Ketu
            opposite; whole-sign houses; Vimshottari dasha with years of 365.25 days. Computed by Sankalp and checked
            against the Swiss Ephemeris.
          </p>
        </div>
      </div>
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div className="mt-6 grid gap-6" aria-busy="true" aria-label="Computing your kundli">
      <Skeleton className="h-40 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="aspect-square w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
