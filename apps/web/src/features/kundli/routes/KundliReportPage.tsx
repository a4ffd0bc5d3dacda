import { AlertTriangle, ArrowLeft, FileQuestion } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Kundli } from '@sankalp/shared/api/kundli';
import { localizeMessage } from '../../../lib/i18n/index';
import { useJyotishNames } from '../../../lib/kundli/i18n';
import { kundliDates } from '../lib/dates';
import { useKundliT } from '../i18n';
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
import { coordinates, degMin, utcOffset } from '@sankalp/shared/kundli-format';
import { timeZoneName } from '../../../components/places/place-names';

const card = 'rounded-[12px] bg-white p-5 shadow-raised md:p-6';

/** /Kundli-report?name=…: the kundli computed from the birth details in its URL, so it can be shared. */
export default function KundliReportPage() {
  const [search] = useSearchParams();
  const parsed = useMemo(() => parseReportQuery(search), [search]);
  const { t, language } = useKundliT();
  useTitle(parsed.state === 'ok' ? t('reportTitleFor', { name: parsed.inputs.name }) : t('reportTitle'));

  return (
    <div className="container-page py-6 md:py-10">
      <Link
        to="/kundli"
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-saffron-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('report.back')}
      </Link>
      {parsed.state === 'empty' ? (
        <div className="py-10">
          <EmptyState
            level={1}
            icon={<FileQuestion className="h-12 w-12" aria-hidden />}
            title={t('report.emptyTitle')}
            message={t('report.emptyMessage')}
            action={<ButtonLink to="/kundli#kundli-generator">{t('report.create')}</ButtonLink>}
          />
        </div>
      ) : parsed.state === 'invalid' ? (
        <div className="py-10">
          <ErrorState
            level={1}
            title={t('report.invalidTitle')}
            message={t('report.invalidMessage', {
              errors: parsed.errors.map((e) => localizeMessage(e, language)).join('; '),
            })}
            action={<ButtonLink to="/kundli#kundli-generator">{t('report.again')}</ButtonLink>}
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
  const { t } = useKundliT();
  return (
    <>
      <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-[28px] font-bold leading-tight md:text-[36px]">{t('report.heading')}</h1>
          <p className="mt-1 text-lg font-semibold text-maroon-800">{inputs.name}</p>
          <div className="mt-1 h-0.5 w-16 bg-gold-400" aria-hidden />
        </div>
        <ReportActions query={reportQuery(inputs)} name={inputs.name} save={save} />
      </header>
      {inputs.timeUnknown && (
        <p className="mt-5 flex gap-2.5 rounded-[12px] border border-gold-400/50 bg-gold-400/10 p-4 text-sm font-semibold text-ink-900">
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-saffron-700" aria-hidden />
          {t('report.timeUnknown')}
        </p>
      )}
      {kundli.isPending ? (
        <ReportSkeleton />
      ) : kundli.isError ? (
        <div className="py-10">
          <ErrorState message={t('report.failed')} onRetry={() => void kundli.refetch()} />
        </div>
      ) : (
        <ReportBody kundli={kundli.data} inputs={inputs} now={now} />
      )}
    </>
  );
}

function ReportBody({ kundli, inputs, now }: { kundli: Kundli; inputs: KundliInputs; now: number }) {
  const place = kundli.birth.place;
  const { t, language } = useKundliT();
  const names = useJyotishNames();
  const { localDateTime } = kundliDates(language);
  const { lagna } = kundli;
  const facts: [string, string][] = [
    [t('report.born'), `${localDateTime(kundli.birth.local)} (${utcOffset(place.utcOffsetMinutes)})`],
    [t('report.place'), inputs.place],
    [t('report.coordinates'), coordinates(place.latitude, place.longitude)],
    [t('report.timezone'), place.timezone ? timeZoneName(place.timezone, language) : utcOffset(place.utcOffsetMinutes)],
    [
      t('report.lagna'),
      t('report.lagnaValue', {
        sign: names.sign(lagna.sign),
        degree: degMin(lagna.degreeInSign),
        nakshatra: names.nakshatra(lagna.nakshatra),
        pada: lagna.pada,
      }),
    ],
    [t('report.moonSign'), names.sign(kundli.planets.find((p) => p.name === 'Moon')!.sign)],
  ];
  return (
    // minmax(0, 1fr): the wide planet table scrolls inside its card instead of widening the page.
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <section className={card} aria-labelledby="birth-title">
        <h2 id="birth-title" className="text-lg font-semibold">
          {t('report.birth')}
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
            {t('report.northCaption')}
          </figcaption>
        </figure>
        <figure className={card}>
          <SouthChart kundli={kundli} titleId="south-chart-title" />
          <figcaption className="mt-3 text-center text-sm text-ink-600">
            {t('report.southCaption')}
          </figcaption>
        </figure>
      </div>
      <PlanetTable kundli={kundli} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <DashaTimeline kundli={kundli} now={now} />
        <div className="flex flex-col gap-6">
          <BirthPanchang kundli={kundli} />
          <p className="text-xs leading-relaxed text-ink-600">
            {t('report.method', { ayanamsa: degMin(kundli.ayanamsa) })}
          </p>
        </div>
      </div>
    </div>
  );
}

function ReportSkeleton() {
  const { t } = useKundliT();
  return (
    <div className="mt-6 grid gap-6" aria-busy="true" aria-label={t('report.computing')}>
      <Skeleton className="h-40 w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="aspect-square w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
