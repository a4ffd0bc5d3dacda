import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { SectionHeading } from '../../../components/ui/PageHero';
import { Tabs } from '../../../components/ui/Tabs';
import { ApiError } from '../../../lib/api';
import { rememberAccessKey } from '../../../lib/payments';
import { toast } from '../../../lib/toast';
import { useFeedback, useOfferings } from '../api/prasad';
import { usePrasadT } from '../i18n';
import { rememberGuestOrder } from '../lib/guest-orders';
import { canLeaveFeedback, findOrder } from '../prasad-orders';
import { parsePrasadTab, type PrasadTab } from '../prasad-tabs';
import type { Feedback, PrasadOffering, PrasadOrder } from '../types';
import { usePrasadOrders } from '../use-prasad-orders';
import { AvailableTab } from './AvailableTab';
import { FeedbackPanel } from './FeedbackPanel';
import { OrderDialog } from './OrderDialog';
import { CurrentOrdersTab, PreviousOrdersTab, TrackingTab } from './OrderTabs';
import { LOOKUP_ID } from './TrackingLookup';

const AREA_ID = 'prasad-orders';

/**
 * Available, current, previous and tracking tabs, plus the button-less feedback tab, on the
 * devotee's real orders. The tab (and the order in focus) live in the URL so refresh and back keep
 * the devotee's place; an e-mailed link (`?order=&key=`) opens a guest's order.
 */
export function OrderingArea() {
  const { t } = usePrasadT();
  const [params, setParams] = useSearchParams();
  const tab = parsePrasadTab(params.get('tab'));
  const focus = params.get('order');
  const { orders, signedIn, ...state } = usePrasadOrders();
  const offerings = useOfferings();
  const feedback = useFeedback();
  const [ordering, setOrdering] = useState<PrasadOffering | null>(null);

  // The order e-mail's link: its key is kept (lib/payments) and the order shown, then the key leaves the URL.
  const linkKey = params.get('key');
  useEffect(() => {
    if (!focus || !linkKey) return;
    rememberAccessKey('prasad_order', focus, linkKey);
    rememberGuestOrder(focus);
    setParams({ tab: 'tracking', order: focus }, { replace: true });
  }, [focus, linkKey, setParams]);

  const go = (next: PrasadTab, order?: string) => {
    setParams(
      (p) => {
        const q = new URLSearchParams();
        q.set('tab', next);
        if (order) q.set('order', order);
        const track = p.get('track');
        if (track) q.set('track', track);
        return q;
      },
      { preventScrollReset: true },
    );
    const area = document.getElementById(AREA_ID);
    if (area && area.getBoundingClientRect().top < 0) area.scrollIntoView({ block: 'start' });
  };

  const trackOne = (o: PrasadOrder) => {
    setParams({ tab: 'tracking', order: o._id, track: o.trackingId }, { preventScrollReset: true });
    document.getElementById(LOOKUP_ID)?.scrollIntoView({ block: 'start' });
  };

  const orderAgain = (o: PrasadOrder) => {
    const offering = offerings.data?.find((x) => x.id === o.offering._id);
    if (offering) setOrdering(offering);
    else go('available');
  };

  const submitFeedback = (target: PrasadOrder) => async (f: Feedback) => {
    try {
      await feedback.mutateAsync({ id: target._id, body: f });
      toast.success(t('feedback.doneTitle'), { description: t('feedback.doneText'), duration: TOAST_SUCCESS_MS });
      go('previous');
      return true;
    } catch (e) {
      toast.error(t('feedback.failed'), {
        description: e instanceof ApiError ? e.message : undefined,
        duration: TOAST_ERROR_MS,
      });
      return false;
    }
  };

  // On narrow screens the tab row scrolls sideways: keep the active tab visible after a switch.
  useEffect(() => {
    document
      .querySelector(`#${AREA_ID} [role="tab"][data-state="active"]`)
      ?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [tab]);

  const reviewing = findOrder(orders, focus);
  const browse = () => go('available');

  return (
    <section id={AREA_ID} aria-labelledby="prasad-order-title" className="container-page scroll-mt-28 py-10 md:py-14">
      <SectionHeading id="prasad-order-title" title={t('area.title')} subtitle={t('area.subtitle')} />
      {!signedIn && tab !== 'available' && (
        <p className="mb-4 text-sm text-ink-600">
          {t('area.guestNote')}{' '}
          <Link to="/auth?redirect=%2Fprasad%3Ftab%3Dcurrent" className="font-semibold text-saffron-700 underline">
            {t('area.signIn')}
          </Link>
        </p>
      )}
      <Tabs
        label={t('area.tabs')}
        value={tab}
        onValueChange={(v) => go(parsePrasadTab(v))}
        items={[
          { value: 'available', label: t('area.available'), content: <AvailableTab onOrder={setOrdering} /> },
          {
            value: 'current',
            label: t('area.current', { count: orders.current.length }),
            content: <CurrentOrdersTab orders={orders.current} state={state} onTrack={trackOne} onBrowse={browse} />,
          },
          {
            value: 'previous',
            label: t('area.previous'),
            content: (
              <PreviousOrdersTab
                orders={orders.previous}
                state={state}
                onOrderAgain={orderAgain}
                onFeedback={(o) => go('feedback', o._id)}
                onBrowse={browse}
              />
            ),
          },
          {
            value: 'tracking',
            label: t('area.tracking'),
            content: <TrackingTab orders={orders.current} state={state} onBrowse={browse} highlightId={focus} />,
          },
        ]}
      />
      {tab === 'feedback' && (
        <div className="mt-5">
          <FeedbackPanel
            order={reviewing && canLeaveFeedback(reviewing) ? reviewing : undefined}
            onSubmit={reviewing ? submitFeedback(reviewing) : async () => false}
            onBack={() => go('previous')}
            busy={feedback.isPending}
          />
        </div>
      )}
      <OrderDialog
        offering={ordering}
        onClose={() => setOrdering(null)}
        onPlaced={(id) => {
          setOrdering(null);
          go('tracking', id);
        }}
      />
    </section>
  );
}
