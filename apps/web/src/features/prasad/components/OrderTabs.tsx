import { MessageSquarePlus, RotateCcw, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { LoadingLine } from '../../../components/ui/LoadingLine';
import { EmptyState, ErrorState } from '../../../components/ui/StateViews';
import { usePrasadT } from '../i18n';
import { canLeaveFeedback } from '../prasad-orders';
import type { PrasadOrder } from '../types';
import { OrderCard } from './OrderCard';
import { StatusProgress } from './StatusProgress';

const list = 'grid gap-4 lg:grid-cols-2';

/** What every orders tab shows while its orders load or fail. */
export type OrdersState = { isPending: boolean; isError: boolean; refetch: () => void };

function Guard({ state, children }: { state: OrdersState; children: ReactNode }) {
  const { t } = usePrasadT();
  if (state.isPending)
    return (
      <LoadingLine className="py-10">{t('orders.loading')}</LoadingLine>
    );
  if (state.isError) return <ErrorState message={t('orders.failed')} onRetry={state.refetch} />;
  return <>{children}</>;
}

function Browse({ onBrowse }: { onBrowse: () => void }) {
  const { t } = usePrasadT();
  return (
    <Button variant="outline" onClick={onBrowse}>
      {t('area.browse')}
    </Button>
  );
}

export function CurrentOrdersTab({
  orders,
  state,
  onTrack,
  onBrowse,
}: {
  orders: PrasadOrder[];
  state: OrdersState;
  onTrack: (o: PrasadOrder) => void;
  onBrowse: () => void;
}) {
  const { t } = usePrasadT();
  return (
    <Guard state={state}>
      {orders.length === 0 ? (
        <EmptyState
          title={t('orders.noCurrentTitle')}
          message={t('orders.noCurrentText')}
          action={<Browse onBrowse={onBrowse} />}
        />
      ) : (
        <ul className={list}>
          {orders.map((o) => (
            <li key={o._id}>
              <OrderCard
                order={o}
                actions={
                  <Button size="sm" variant="outline" onClick={() => onTrack(o)} className="min-h-11">
                    <Truck className="h-4 w-4" aria-hidden />
                    {t('orders.track')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Guard>
  );
}

export function PreviousOrdersTab({
  orders,
  state,
  onOrderAgain,
  onFeedback,
  onBrowse,
}: {
  orders: PrasadOrder[];
  state: OrdersState;
  onOrderAgain: (o: PrasadOrder) => void;
  onFeedback: (o: PrasadOrder) => void;
  onBrowse: () => void;
}) {
  const { t } = usePrasadT();
  return (
    <Guard state={state}>
      {orders.length === 0 ? (
        <EmptyState
          title={t('orders.noPreviousTitle')}
          message={t('orders.noPreviousText')}
          action={<Browse onBrowse={onBrowse} />}
        />
      ) : (
        <ul className={list}>
          {orders.map((o) => (
            <li key={o._id}>
              <OrderCard
                order={o}
                actions={
                  <>
                    {canLeaveFeedback(o) ? (
                      <Button size="sm" variant="secondary" onClick={() => onFeedback(o)} className="min-h-11">
                        <MessageSquarePlus className="h-4 w-4" aria-hidden />
                        {t('orders.leaveFeedback')}
                      </Button>
                    ) : (
                      o.hasFeedback && (
                        <span className="self-center text-sm font-semibold text-success">
                          {t('orders.feedbackShared')}
                        </span>
                      )
                    )}
                    <Button size="sm" onClick={() => onOrderAgain(o)} className="min-h-11">
                      <RotateCcw className="h-4 w-4" aria-hidden />
                      {t('orders.orderAgain')}
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Guard>
  );
}

export function TrackingTab({
  orders,
  state,
  onBrowse,
  highlightId,
}: {
  orders: PrasadOrder[];
  state: OrdersState;
  onBrowse: () => void;
  highlightId?: string | null;
}) {
  const { t } = usePrasadT();
  return (
    <Guard state={state}>
      {orders.length === 0 ? (
        <EmptyState
          title={t('orders.noTrackTitle')}
          message={t('orders.noTrackText')}
          action={<Browse onBrowse={onBrowse} />}
        />
      ) : (
        <ul className={list}>
          {orders.map((o) => (
            <li key={o._id}>
              <OrderCard order={o} highlight={o._id === highlightId}>
                <StatusProgress status={o.status} />
              </OrderCard>
            </li>
          ))}
        </ul>
      )}
    </Guard>
  );
}
