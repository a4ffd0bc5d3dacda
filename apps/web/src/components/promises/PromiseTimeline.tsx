import { AlertCircle, CheckCircle2, Circle, Download, ExternalLink, FileText } from 'lucide-react';
import { useId } from 'react';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { PromiseEvidenceView } from '@sankalp/shared/promises';
import { usePromisesT, type PromisesT } from './i18n/index';
import { formatWhen, stepLabel, timelineTitle } from './text';
import { dueDisplay, nextStep, timelineSteps, videoOf, type TimelineRecord, type TimelineStep } from './timeline';

/*
 * What was promised after a payment and how it is going (issue 10): each step with its due date and
 * when it was kept; a late one says so plainly but calmly; a kept video plays here (a phone plays it
 * inline) and can be downloaded. Shown on every booking's page; the account cards use
 * `PromiseNextStep`.
 */

const ICON = {
  done: { Icon: CheckCircle2, cls: 'text-success' },
  upcoming: { Icon: Circle, cls: 'text-ink-600' },
  late: { Icon: AlertCircle, cls: 'text-warning' },
} as const;

function when(iso: string, language: 'en' | 'hi') {
  const d = dueDisplay(iso);
  return formatWhen(d.at, language, d.withTime);
}

/** The line under a step's name: done (when), due by when, or running late — in words, never the icon alone. */
function StepStatus({ step, t, language }: { step: TimelineStep; t: PromisesT; language: 'en' | 'hi' }) {
  if (step.state === 'done')
    return (
      <p className="text-sm text-success" data-status-text="">
        {step.doneAt ? t('done', { date: formatWhen(new Date(step.doneAt), language, false) }) : t('doneUndated')}
      </p>
    );
  if (step.state === 'late')
    return (
      <p className="text-sm" data-status-text="">
        <span className="font-semibold text-warning">{t('late')}</span>
        {step.dueAt && (
          <span className="block text-ink-600">{t('wasDue', { date: when(step.dueAt, language) })}</span>
        )}
      </p>
    );
  return (
    <p className="text-sm text-ink-600" data-status-text="">
      {step.dueAt ? t('by', { date: when(step.dueAt, language) }) : t('pending')}
    </p>
  );
}

function VideoEvidence({ evidence, t }: { evidence: PromiseEvidenceView | undefined; t: PromisesT }) {
  const video = videoOf(evidence);
  if (!video) return null;
  if ('link' in video)
    return (
      <a
        href={video.link}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-saffron-600 px-4 font-semibold text-saffron-700 hover:bg-saffron-50"
      >
        <ExternalLink className="h-4 w-4" aria-hidden /> {t('openVideo')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    );
  return (
    <div className="mt-3">
      <video
        controls
        preload="metadata"
        playsInline
        poster={video.poster}
        src={video.src}
        aria-label={t('watch')}
        className="aspect-video w-full rounded-[10px] bg-ink-900"
        data-testid="puja-video"
      />
      <a
        href={video.download}
        download
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-saffron-700 underline-offset-4 hover:underline"
      >
        <Download className="h-4 w-4" aria-hidden /> {t('download')}
      </a>
    </div>
  );
}

function StepEvidence({ step, t }: { step: TimelineStep; t: PromisesT }) {
  const e = step.evidence;
  if (!e) return null;
  return (
    <>
      {step.key === 'video' && step.state === 'done' && <VideoEvidence evidence={e} t={t} />}
      {(e.courier || e.trackingNumber) && (
        <p className="mt-1 text-sm text-ink-900">
          {t('tracking')}: {[e.courier, e.trackingNumber].filter(Boolean).join(' · ')}
        </p>
      )}
      {e.outcome && (
        <p className="mt-1 text-sm text-ink-900">{e.outcome === 'completed' ? t('completed') : t('noShow')}</p>
      )}
      {e.documentUrl && (
        <a
          href={e.documentUrl}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-saffron-700 underline-offset-4 hover:underline"
        >
          <FileText className="h-4 w-4" aria-hidden /> {t('certificate')}
        </a>
      )}
      {e.photoUrls && e.photoUrls.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('photos')}>
          {e.photoUrls.slice(0, 6).map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-16 w-16 rounded-[8px] object-cover"
                />
                <span className="sr-only">{t('photos')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The whole timeline of a paid record; nothing for a record without promises (unpaid, refunded). */
export function PromiseTimeline({ record }: { record: TimelineRecord }) {
  const { t, language } = usePromisesT();
  const id = useId();
  const steps = timelineSteps(record);
  if (steps.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="rounded-[12px] bg-white p-5 shadow-raised md:p-6 print:shadow-none"
      data-testid="promise-timeline"
    >
      <h2 id={id} className="font-display text-[20px] font-bold text-maroon-800">
        {timelineTitle(t, record.kind)}
      </h2>
      <ol className="mt-4">
        {steps.map((s, i) => {
          const { Icon, cls } = ICON[s.state];
          const last = i === steps.length - 1;
          return (
            <li key={s.key} className="relative flex gap-3 pb-5 last:pb-0" data-step={s.key} data-state={s.state}>
              {!last && (
                <span
                  className={`absolute left-[13px] top-8 h-[calc(100%-2rem)] w-0.5 ${s.state === 'done' ? 'bg-success/40' : 'bg-cream-200'}`}
                  aria-hidden
                />
              )}
              <Icon className={`mt-0.5 h-7 w-7 shrink-0 ${cls}`} aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink-900">{stepLabel(t, s.key, record.kind)}</p>
                <StepStatus step={s} t={t} language={language} />
                <StepEvidence step={s} t={t} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One line for an account card: the next step and when it is due, or that it is running late. */
export function PromiseNextStep({ record }: { record: TimelineRecord & { kind: PayableKind } }) {
  const { t, language } = usePromisesT();
  const step = nextStep(record);
  if (!step) return null;
  const label = stepLabel(t, step.key, record.kind);
  const late = step.state === 'late';
  return (
    <p
      className={`flex items-start gap-2 text-sm ${late ? 'text-warning' : 'text-ink-900'}`}
      data-testid="promise-next"
      data-state={step.state}
      data-status-text=""
    >
      {late ? (
        <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      ) : (
        <Circle className="mt-0.5 h-4 w-4 shrink-0 text-ink-600" aria-hidden />
      )}
      <span>
        <span className="font-semibold">
          {t('next')}: {label}
        </span>
        {' · '}
        {late ? t('late') : step.dueAt ? t('by', { date: when(step.dueAt, language) }) : t('pending')}
      </span>
    </p>
  );
}
