import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';

/** The receipt page follows checkout; until checkout opens there is nothing to confirm here. */
export default function ChadhavaSuccessPage() {
  useTitle('Chadhava Confirmation');
  return (
    <ComingSoon
      title="Chadhava confirmations open soon"
      message="Receipts for chadhava offerings will appear here once online checkout opens. No payment has been taken on this page."
      backTo="/chadhava"
      backLabel="Back to Events"
    />
  );
}
