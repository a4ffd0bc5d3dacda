import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/Price';
import { formatDay } from '../format';
import { usePrasadT } from '../i18n';
import type { PrasadOrder } from '../types';
import { OrderStatusBadge } from './StatusBadge';

/** One order: picture, temple, items, dates and ids, with the tab's own actions and extra content. */
export function OrderCard({
  order,
  actions,
  children,
  highlight,
}: {
  order: PrasadOrder;
  actions?: ReactNode;
  children?: ReactNode;
  highlight?: boolean;
}) {
  const { t, language } = usePrasadT();
  return (
    <article
      className={`rounded-[12px] bg-white p-4 shadow-raised md:p-5 ${highlight ? 'ring-2 ring-saffron-500' : ''}`}
      aria-label={t('orders.label', { id: order.orderId, temple: order.temple })}
      data-tracking-id={order.trackingId}
    >
      <div className="flex gap-4">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded-[10px] bg-cream-100 md:h-24 md:w-24">
          <img src={order.image} alt="" loading="lazy" className="h-full w-full object-cover" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-semibold leading-snug text-maroon-800">{order.temple}</h3>
            <div className="flex items-center gap-2">
              {highlight && (
                <span className="rounded-full bg-saffron-600 px-2.5 py-1 text-xs font-bold text-white">
                  {t('orders.justOrdered')}
                </span>
              )}
              <OrderStatusBadge status={order.status} />
            </div>
          </div>
          <p className="mt-1 text-sm text-ink-900">
            {order.items.join(', ') || order.offering.title} · {t('orders.qty', { count: order.quantity })}
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-0.5 text-sm text-ink-600 sm:grid-cols-2">
            <div>
              <dt className="inline">{t('orders.orderId')}</dt>
              <dd className="inline whitespace-nowrap font-semibold text-ink-900">{order.orderId}</dd>
            </div>
            <div>
              <dt className="inline">{t('orders.trackingId')}</dt>
              <dd className="inline whitespace-nowrap font-semibold text-ink-900" data-testid="tracking-id">
                {order.trackingId}
              </dd>
            </div>
            <div>
              <dt className="inline">{t('orders.ordered')}</dt>
              <dd className="inline">{formatDay(order.date, language)}</dd>
            </div>
            <div>
              <dt className="inline">
                {order.status === 'Delivered' ? t('orders.deliveredBy') : t('orders.estimated')}
              </dt>
              <dd className="inline">{formatDay(order.estimatedDelivery, language)}</dd>
            </div>
          </dl>
        </div>
      </div>
      {children}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-cream-200 pt-3">
        <Price value={order.amount_total} className="text-lg font-bold text-ink-900" />
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </article>
  );
}
