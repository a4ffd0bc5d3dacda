import { useTitle } from '../../../lib/use-title';
import { OrderingArea } from '../components/OrderingArea';
import { PrasadHero } from '../components/PrasadHero';
import { TrackingLookup } from '../components/TrackingLookup';
import { usePrasadT } from '../i18n';

/** Prasad (spec part 3): offerings, the devotee's orders, feedback and tracking, on the API (issue 10). */
export default function PrasadPage() {
  const { t } = usePrasadT();
  useTitle(t('title'));
  return (
    <>
      <PrasadHero />
      <OrderingArea />
      <TrackingLookup />
    </>
  );
}
