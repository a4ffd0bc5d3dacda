import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';

/** The receipt follows donation checkout; until checkout opens there is nothing to show here. */
export default function DonationSuccessPage() {
  useTitle('Donation Receipt');
  return (
    <ComingSoon
      title="Donation receipts open soon"
      message="Receipts for online donations will appear here once donation checkout opens. No payment has been taken on this page."
      backTo="/donations"
      backLabel="Back to Donations"
    />
  );
}
