import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { useTitle } from '../../../lib/use-title';
import { readOrderDetailsState } from '../order-handoff';
import { selectionToParams } from '../product-options';

/** The order form opens soon; meanwhile it leads back to the product with the same choice. */
export default function ProductOrderDetailsPage() {
  useTitle('Complete Your Order');
  const handoff = readOrderDetailsState(useLocation().state)?.orderData;
  if (!handoff) {
    return (
      <ComingSoon
        title="Online ordering opens soon"
        message="Ordering from the store opens very soon. Nothing has been charged."
        backTo="/store"
        backLabel="Back to Store"
      />
    );
  }
  const query = new URLSearchParams(selectionToParams(handoff.selectedOptions));
  return (
    <ComingSoon
      title="Online ordering opens soon"
      message={`Ordering ${handoff.product.productName} online opens very soon. Nothing has been charged. Our support team is happy to take your order by phone or WhatsApp meanwhile.`}
      backTo={`/store/product/${handoff.product.productId}?${query.toString()}`}
      backLabel="Back to product"
    />
  );
}
