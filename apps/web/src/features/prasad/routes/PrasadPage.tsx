import { useTitle } from '../../../lib/use-title';
import { OrderingArea } from '../components/OrderingArea';
import { PrasadHero } from '../components/PrasadHero';
import { TrackingLookup } from '../components/TrackingLookup';
import { usePrasadOrders } from '../use-prasad-orders';

/** Prasad: local sample offerings, orders, feedback and tracking (the spec makes no call). */
export default function PrasadPage() {
  useTitle('Temple Prasad');
  const prasad = usePrasadOrders();
  return (
    <>
      <PrasadHero />
      <OrderingArea {...prasad} />
      <TrackingLookup orders={[...prasad.orders.current, ...prasad.orders.previous]} />
    </>
  );
}
