import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';

/** Order confirmations arrive with online ordering. */
export default function ProductOrderConfirmationPage() {
  useTitle('Order Confirmation');
  return (
    <ComingSoon
      title="Order confirmations open soon"
      message="Online ordering from the store opens very soon, and your order confirmation will appear here. Nothing has been charged."
      backTo="/store"
      backLabel="Browse More Products"
    />
  );
}
