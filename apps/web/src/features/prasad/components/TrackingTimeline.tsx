import { CheckCircle2, Flame, Home, MapPin, Package, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import type { TrackingStepName } from '@sankalp/shared/api/prasad';
import { formatDay, formatDayTime } from '../format';
import { usePrasadT, type PrasadT } from '../i18n';
import type { PrasadTracking } from '../types';
import { TrackingStatusBadge } from './StatusBadge';

const ICONS: Record<TrackingStepName, LucideIcon> = {
  'Order Placed': Package,
  'Puja Completed': Flame,
  'Prasad Blessed & Packed': PackageCheck,
  'In Transit': Truck,
  'Out for Delivery': MapPin,
  Delivered: Home,
};

/** Where the parcel is: the last step, with the courier once it has one (never an address). */
function locationText(t: PrasadT, r: PrasadTracking): string {
  const step = t(`steps.${r.currentLocation.step}`);
  return r.currentLocation.courier
    ? t('track.withCourier', { step, courier: r.currentLocation.courier })
    : t('track.atTemple', { step });
}

/** A found tracking answer: summary and the six-step timeline. */
export function TrackingTimeline({ record }: { record: PrasadTracking }) {
  const { t, language } = usePrasadT();
  return (
    <article
      aria-label={t('track.aria', { id: record.trackingId })}
      data-testid="tracking-result"
      className="rounded-[12px] bg-white p-5 shadow-raised md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-600">{t('track.label')}</p>
          <p className="text-lg font-bold tracking-wide text-maroon-800">{record.trackingId}</p>
        </div>
        <TrackingStatusBadge status={record.status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">{t('track.order')}</dt>
          <dd className="font-semibold text-ink-900">{record.orderId}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('track.temple')}</dt>
          <dd className="font-semibold text-ink-900">{record.temple}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('track.items')}</dt>
          <dd className="text-ink-900">{record.items.join(', ')}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{t('track.estimated')}</dt>
          <dd className="text-ink-900">{formatDay(record.estimatedDelivery, language)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-600">{t('track.location')}</dt>
          <dd className="font-semibold text-ink-900">
            {locationText(t, record)}
            {record.currentLocation.trackingNumber && (
              <span className="block font-normal text-ink-600">
                {t('track.courierNumber', { number: record.currentLocation.trackingNumber })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <ol className="mt-6">
        {record.timeline.map((step, i) => {
          const Icon = ICONS[step.status];
          const last = i === record.timeline.length - 1;
          return (
            <li key={step.status} className="relative flex gap-4 pb-5 last:pb-0" data-done={step.completed}>
              {!last && (
                <span
                  aria-hidden
                  className={`absolute left-5 top-10 h-[calc(100%-2.5rem)] w-0.5 -translate-x-1/2 ${step.completed ? 'bg-saffron-600' : 'bg-cream-200'}`}
                />
              )}
              <span
                className={`relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${
                  step.completed ? 'bg-saffron-600 text-white' : 'border-2 border-cream-200 bg-white text-ink-600'
                }`}
                aria-hidden
              >
                <Icon className="h-5 w-5" />
              </span>
              <div className="pt-1.5">
                <p className={`font-semibold ${step.completed ? 'text-ink-900' : 'text-ink-600'}`}>
                  {t(`steps.${step.status}`)}
                  {step.completed && <CheckCircle2 className="ml-1.5 inline h-4 w-4 text-success" aria-label="done" />}
                </p>
                <p className="text-sm text-ink-600">
                  {step.time ? formatDayTime(step.time, language) : step.completed ? '' : t('track.pendingStep')}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
