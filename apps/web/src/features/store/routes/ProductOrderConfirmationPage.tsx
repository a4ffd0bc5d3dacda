import { useSearchParams } from 'react-router';
import { PaymentStatusBand, ReceiptLayout, ReceiptSkeleton, ReferenceLine } from '../../../components/payments/Receipt';
import { ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorPage, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { accessKeyFor, useLinkAccessKey } from '../../../lib/payments';
import { SUPPORT } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useProductOrder } from '../api/product-orders';
import { OrderNextStepsCards, OrderReceiptDetails } from '../components/OrderReceipt';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';

const browse = (
  <ButtonLink to="/store" size="lg">
    Browse More Products
  </ButtonLink>
);

/**
 * /product-order-confirmation/{name}?order={id}[&key=] — the order as the server vouches for it,
 * read with the owner's session or its access key; a refresh or a shared link works. A pending
 * payment is asked after every 3 s for about 2 minutes.
 */
export default function ProductOrderConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = (params.get('order') ?? '').trim();
  useLinkAccessKey('product_order', orderId, (params.get('key') ?? '').trim());
  if (!orderId) return <OrderNotFound keyKnown={false} />;
  return <ConfirmationView key={orderId} orderId={orderId} />;
}

function ConfirmationView({ orderId }: { orderId: string }) {
  const { query, record: order, state } = useProductOrder(orderId);
  useTitle(
    state === 'confirmed'
      ? 'Order Confirmed'
      : state === 'confirming' || state === 'delayed'
        ? 'Confirming payment'
        : 'Your order',
  );

  if (query.isPending) {
    return (
      <ReceiptSkeleton>
        <Skeleton className="h-44 w-full" />
        <Skeleton className="h-36 w-full" />
      </ReceiptSkeleton>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <OrderNotFound keyKnown={!!accessKeyFor('product_order', orderId)} />;
    return (
      <ErrorPage
        title="Could not load your order"
        message="Please check your connection and try again. Your order is safe with us."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!order || !state) return <OrderNotFound keyKnown />;

  const email = <strong>{order.customer.email_address || 'you'}</strong>;
  return (
    <ReceiptLayout
      status={
        <PaymentStatusBand
          state={state}
          email={email}
          words={{
            confirmed: {
              title: 'Order Confirmed!',
              text: <>Thank you. Your order is placed and a confirmation is on its way to {email}.</>,
            },
            review:
              'Your payment is recorded, but the order could not take it as it was. Our team will settle or refund it and call you.',
            failed: 'No money was taken for this order. You can place it again from the store.',
            expired: 'This order was not paid in time, so its items went back to stock. Nothing has been charged.',
          }}
          reference={<ReferenceLine label="Order ID" value={order.reference} testId="order-reference" copyable />}
          action={
            state === 'failed' || state === 'expired' ? <ButtonLink to="/store">Order again</ButtonLink> : undefined
          }
        />
      }
      details={<OrderReceiptDetails order={order} state={state} />}
      aside={
        <>
          <PromiseTimeline record={order} />
          <OrderNextStepsCards order={order} />
          <HelpBlock whatsappText={`Namaste, I need help with my store order ${order.reference}`} />
        </>
      }
      actions={browse}
    />
  );
}

/** 404: no such order, or not this devotee's (no session, no key). */
function OrderNotFound({ keyKnown }: { keyKnown: boolean }) {
  useTitle('Order not found');
  return (
    <NotFoundState
      title="We could not find this order"
      message={
        keyKnown
          ? `Please check that the link is complete. If you have paid and cannot see your order, call us at ${SUPPORT.phone} (${SUPPORT.hours}).`
          : `This page opens with the link in your confirmation e-mail, on the device you ordered on, or when you are signed in to the account you ordered with. If you have paid, call us at ${SUPPORT.phone} (${SUPPORT.hours}).`
      }
      action={browse}
    />
  );
}
