import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatINR } from '@sankalp/shared/money';
import { buttonClass } from '../../../components/ui/Button';
import { useT } from '../../../lib/i18n/index';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { OrderProgress } from '../../../components/payments/OrderProgress';
import { PromiseNextStep } from '../../../components/promises/PromiseTimeline';
import type { BookingView } from '../lib/booking-view';
import { StatusPill } from './StatusPill';
import { useAccountT } from '../i18n/index';

/** One booking, order or donation on the account page. */
export function BookingCard({ view }: { view: BookingView }) {
  const { t } = useT();
  const { t: ta } = useAccountT();
  return (
    <article
      className="rounded-[12px] border border-cream-200 bg-white p-4 shadow-raised sm:p-5"
      aria-labelledby={`booking-${view.id}`}
    >
      <div className="flex gap-4">
        {view.image && (
          <div className="hidden h-20 w-20 shrink-0 overflow-hidden rounded-[10px] bg-cream-100 sm:block">
            <img
              src={view.image}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="h-full w-full object-cover"
              onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
            />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h3 id={`booking-${view.id}`} className="text-lg font-semibold leading-snug text-maroon-800">
                {view.title}
              </h3>
              {view.subtitle && <p className="mt-0.5 text-[15px] text-ink-600">{view.subtitle}</p>}
              {view.reference && (
                <p className="mt-1 text-sm text-ink-600">
                  {ta('card.ref')} <span className="font-mono font-semibold text-ink-900">{view.reference}</span>
                </p>
              )}
            </div>
            {view.amount !== undefined && (
              <p className="text-right">
                <span className="block text-xs font-semibold uppercase tracking-wide text-ink-600">
                  {view.amountLabel}
                </span>
                <span className="text-lg font-bold tabular-nums text-ink-900">{formatINR(view.amount)}</span>
                {view.refunded && (
                  <span className="block text-sm font-semibold tabular-nums text-ink-600" data-testid="refunded">
                    {t('refund.refunded', { amount: formatINR(view.refunded.amount) })}
                  </span>
                )}
              </p>
            )}
          </div>
          {view.statuses.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-2">
              {view.statuses.map((s) => (
                <StatusPill key={s.label} label={s.label} value={s.value} />
              ))}
            </div>
          )}
          {view.timeline && (
            <div className="mt-3">
              <PromiseNextStep record={view.timeline} />
            </div>
          )}
        </div>
      </div>
      {view.progress && (
        <div className="mt-4 border-t border-cream-200 pt-4">
          <OrderProgress {...view.progress} />
        </div>
      )}
      {view.facts.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-cream-200 pt-4 text-sm sm:grid-cols-3">
          {view.facts.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-ink-600">{f.label}</dt>
              <dd className="mt-0.5 break-words font-semibold text-ink-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {view.items.length > 0 && (
        <div className="mt-4 rounded-[10px] bg-cream-100 px-4 py-3">
          <h4 className="text-sm font-semibold text-maroon-800">{view.itemsLabel}</h4>
          <ul className="mt-2 divide-y divide-cream-200 text-sm">
            {view.items.map((i, idx) => (
              <li key={`${i.title}-${idx}`} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 py-1.5">
                <span className="font-medium text-ink-900">{i.title}</span>
                <span className="tabular-nums text-ink-600">{i.detail}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.note && (
        <p className="mt-4 text-sm text-ink-600">
          <span className="font-semibold text-ink-900">{view.note.label}: </span>
          {view.note.value}
        </p>
      )}
      {(view.link || view.download) && (
        <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-cream-200 pt-4">
          {view.link && (
            <Link
              to={view.link.to}
              className={buttonClass('ghost', 'md', '-ml-3')}
              aria-label={`${view.link.label}: ${view.title}${view.reference ? ` (${view.reference})` : ''}`}
            >
              {view.link.label} <ChevronRight className="h-4 w-4" aria-hidden />
            </Link>
          )}
          {view.download && (
            <DownloadButton path={view.download.url} fileName={view.download.fileName} size="md" className="sm:ml-auto">
              {view.download.label}
            </DownloadButton>
          )}
        </div>
      )}
    </article>
  );
}
