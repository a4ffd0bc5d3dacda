import { CheckCircle2, Flame, Home, MapPin, Package, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import { formatDay } from '../format';
import type { TrackingIcon, TrackingRecord } from '../types';
import { TrackingStatusBadge } from './StatusBadge';

const ICONS: Record<TrackingIcon, LucideIcon> = {
  placed: Package,
  puja: Flame,
  packed: PackageCheck,
  transit: Truck,
  out: MapPin,
  delivered: Home,
};

/** A found tracking record: summary and the six-step timeline. */
export function TrackingTimeline({ trackingId, record }: { trackingId: string; record: TrackingRecord }) {
  return (
    <article aria-label={`Tracking ${trackingId}`} className="rounded-[12px] bg-white p-5 shadow-raised md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-ink-600">Tracking ID</p>
          <p className="text-lg font-bold tracking-wide text-maroon-800">{trackingId}</p>
        </div>
        <TrackingStatusBadge status={record.status} />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">Order</dt>
          <dd className="font-semibold text-ink-900">{record.orderId}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Temple</dt>
          <dd className="font-semibold text-ink-900">{record.temple}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Items</dt>
          <dd className="text-ink-900">{record.items.join(', ')}</dd>
        </div>
        <div>
          <dt className="text-ink-600">Estimated delivery</dt>
          <dd className="text-ink-900">{formatDay(record.estimatedDelivery)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-ink-600">Current location</dt>
          <dd className="font-semibold text-ink-900">{record.currentLocation}</dd>
        </div>
      </dl>
      <ol className="mt-6">
        {record.timeline.map((step, i) => {
          const Icon = ICONS[step.icon];
          const last = i === record.timeline.length - 1;
          return (
            <li key={step.status} className="relative flex gap-4 pb-5 last:pb-0">
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
                  {step.status}
                  {step.completed && <CheckCircle2 className="ml-1.5 inline h-4 w-4 text-success" aria-label="done" />}
                </p>
                <p className="text-sm text-ink-600">{step.time}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
