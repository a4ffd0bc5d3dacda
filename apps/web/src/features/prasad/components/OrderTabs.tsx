import { MessageSquarePlus, RotateCcw, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/StateViews';
import { canLeaveFeedback } from '../prasad-orders';
import type { PrasadOrder } from '../types';
import { OrderCard } from './OrderCard';
import { StatusProgress } from './StatusProgress';

const list = 'grid gap-4 lg:grid-cols-2';

function BrowseAction({ onBrowse }: { onBrowse: () => void }) {
  return (
    <Button variant="outline" onClick={onBrowse}>
      Browse Prasad
    </Button>
  );
}

export function CurrentOrdersTab({
  orders,
  onTrack,
  onBrowse,
}: {
  orders: PrasadOrder[];
  onTrack: () => void;
  onBrowse: () => void;
}) {
  if (orders.length === 0)
    return (
      <EmptyState
        title="No Current Orders"
        message="Prasad you order will appear here until it reaches you."
        action={<BrowseAction onBrowse={onBrowse} />}
      />
    );
  return (
    <ul className={list}>
      {orders.map((o) => (
        <li key={o.id}>
          <OrderCard
            order={o}
            actions={
              <Button size="sm" variant="outline" onClick={onTrack} className="min-h-11">
                <Truck className="h-4 w-4" aria-hidden />
                Track Order
              </Button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function PreviousOrdersTab({
  orders,
  onOrderAgain,
  onFeedback,
  onBrowse,
}: {
  orders: PrasadOrder[];
  onOrderAgain: (o: PrasadOrder) => void;
  onFeedback: (o: PrasadOrder) => void;
  onBrowse: () => void;
}) {
  if (orders.length === 0)
    return (
      <EmptyState
        title="No Previous Orders"
        message="Delivered prasad orders will be listed here."
        action={<BrowseAction onBrowse={onBrowse} />}
      />
    );
  return (
    <ul className={list}>
      {orders.map((o) => (
        <li key={o.id}>
          <OrderCard
            order={o}
            actions={
              <>
                {canLeaveFeedback(o) ? (
                  <Button size="sm" variant="secondary" onClick={() => onFeedback(o)} className="min-h-11">
                    <MessageSquarePlus className="h-4 w-4" aria-hidden />
                    Leave Feedback
                  </Button>
                ) : (
                  o.hasFeedback && (
                    <span className="self-center text-sm font-semibold text-success">Feedback shared, thank you</span>
                  )
                )}
                <Button size="sm" onClick={() => onOrderAgain(o)} className="min-h-11">
                  <RotateCcw className="h-4 w-4" aria-hidden />
                  Order Again
                </Button>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function TrackingTab({
  orders,
  onBrowse,
  highlightId,
}: {
  orders: PrasadOrder[];
  onBrowse: () => void;
  highlightId?: string;
}) {
  if (orders.length === 0)
    return (
      <EmptyState
        title="No Orders to Track"
        message="Once you order prasad, you can follow it here step by step."
        action={<BrowseAction onBrowse={onBrowse} />}
      />
    );
  return (
    <ul className={list}>
      {orders.map((o) => (
        <li key={o.id}>
          <OrderCard order={o} highlight={o.id === highlightId}>
            <StatusProgress status={o.status} />
          </OrderCard>
        </li>
      ))}
    </ul>
  );
}
