import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';

/** Checkout is specified but not open yet: say so and lead back to the event and its selection. */
export default function ChadhavaCheckoutPage() {
  useTitle('Chadhava Checkout');
  const { name } = useParams();
  return (
    <ComingSoon
      title="Chadhava checkout opens soon"
      message="Online payment for chadhava offerings is being readied, and nothing has been charged. Your offerings stay selected on the event page on this device. Our support team can help you offer chadhava by phone or WhatsApp meanwhile."
      backTo={name ? `/chadhava-details/${encodeURIComponent(name)}` : '/chadhava'}
      backLabel={name ? 'Back to Event' : 'Back to Events'}
    />
  );
}
