import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { SectionHeading } from '../../../components/ui/PageHero';
import { Tabs } from '../../../components/ui/Tabs';
import { toast } from '../../../lib/toast';
import { canLeaveFeedback, findOrder, offeringAsSource } from '../prasad-orders';
import { parsePrasadTab, type PrasadTab } from '../prasad-tabs';
import type { Feedback, PrasadOrder, PrasadOffering } from '../types';
import type { usePrasadOrders } from '../use-prasad-orders';
import { AvailableTab } from './AvailableTab';
import { FeedbackPanel } from './FeedbackPanel';
import { CurrentOrdersTab, PreviousOrdersTab, TrackingTab } from './OrderTabs';

const AREA_ID = 'prasad-orders';

/**
 * Available, current, previous and tracking tabs, plus the button-less feedback tab. The tab
 * (and the order under review) live in the URL so refresh and back keep the devotee's place.
 */
export function OrderingArea({ orders, placeOrder, recordFeedback }: ReturnType<typeof usePrasadOrders>) {
  const [params, setParams] = useSearchParams();
  const tab = parsePrasadTab(params.get('tab'));
  const justOrdered = useRef<string | undefined>(undefined);

  const go = (next: PrasadTab, order?: string) => {
    setParams(order ? { tab: next, order } : { tab: next }, { preventScrollReset: true });
    // When the switch comes from a card far down the list, bring the tabs back into view.
    const area = document.getElementById(AREA_ID);
    if (area && area.getBoundingClientRect().top < 0) area.scrollIntoView({ block: 'start' });
  };

  const order = (source: Parameters<typeof placeOrder>[0]) => {
    const placed = placeOrder(source);
    justOrdered.current = placed.id;
    toast.success('Prasad Ordered Successfully', {
      description: `${placed.items.join(', ')} from ${placed.temple} has been ordered. Your tracking ID is ${placed.trackingId}.`,
      duration: TOAST_SUCCESS_MS,
    });
    go('tracking');
  };

  const submitFeedback = (target: PrasadOrder) => (f: Feedback) => {
    // The spec sends feedback nowhere; it is only logged.
    console.log('[prasad] feedback', { orderId: target.id, ...f });
    recordFeedback(target.id);
    toast.success('Feedback Submitted', {
      description: 'Thank you for sharing your experience with other devotees.',
      duration: TOAST_SUCCESS_MS,
    });
    go('previous');
  };

  // On narrow screens the tab row scrolls sideways: keep the active tab visible after a switch.
  useEffect(() => {
    document
      .querySelector(`#${AREA_ID} [role="tab"][data-state="active"]`)
      ?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [tab]);

  const reviewing = findOrder(orders, params.get('order'));
  const browse = () => go('available');

  return (
    <section id={AREA_ID} aria-labelledby="prasad-order-title" className="container-page scroll-mt-28 py-10 md:py-14">
      <SectionHeading
        id="prasad-order-title"
        title="Order Prasad"
        subtitle="Choose an offering, follow your orders and share how the prasad reached you."
      />
      <Tabs
        label="Prasad orders"
        value={tab}
        onValueChange={(v) => go(parsePrasadTab(v))}
        items={[
          {
            value: 'available',
            label: 'Available Prasad',
            content: <AvailableTab onOrder={(o: PrasadOffering) => order(offeringAsSource(o))} />,
          },
          {
            value: 'current',
            label: `Current Orders (${orders.current.length})`,
            content: <CurrentOrdersTab orders={orders.current} onTrack={() => go('tracking')} onBrowse={browse} />,
          },
          {
            value: 'previous',
            label: 'Previous Orders',
            content: (
              <PreviousOrdersTab
                orders={orders.previous}
                onOrderAgain={order}
                onFeedback={(o) => go('feedback', o.id)}
                onBrowse={browse}
              />
            ),
          },
          {
            value: 'tracking',
            label: 'Track Orders',
            content: <TrackingTab orders={orders.current} onBrowse={browse} highlightId={justOrdered.current} />,
          },
        ]}
      />
      {tab === 'feedback' && (
        <div className="mt-5">
          <FeedbackPanel
            order={reviewing && canLeaveFeedback(reviewing) ? reviewing : undefined}
            onSubmit={reviewing ? submitFeedback(reviewing) : () => {}}
            onBack={() => go('previous')}
          />
        </div>
      )}
    </section>
  );
}
