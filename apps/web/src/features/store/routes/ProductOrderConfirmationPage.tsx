import { useSearchParams } from 'react-router';
import { PaymentStatusBand, ReceiptLayout, ReceiptSkeleton, ReferenceLine } from '../../../components/payments/Receipt';
import { ButtonLink } from '../../../components/ui/Button';
import { HelpBlock } from '../../../components/ui/HelpBlock';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ErrorPage, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { accessKeyFor, useLinkAccessKey } from '../../../lib/payments';
import { currentLanguage } from '../../../lib/i18n/index';
import { SUPPORT, supportHours } from '../../../lib/support';
import { useTitle } from '../../../lib/use-title';
import { useProductOrder } from '../api/product-orders';
import { OrderNextStepsCards, OrderReceiptDetails } from '../components/OrderReceipt';
import { PromiseTimeline } from '../../../components/promises/PromiseTimeline';
import { rich } from '../../../lib/i18n/rich';
import { useStoreT } from '../i18n';

function BrowseMore() {
  const { t } = useStoreT();
  return (
    <ButtonLink to="/store" size="lg">
      {t('receipt.browseMore')}
    </ButtonLink>
  );
}
const browse = <BrowseMore />;

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
  const { t } = useStoreT();
  useTitle(
    state === 'confirmed'
      ? t('titles.confirmed')
      : state === 'confirming' || state === 'delayed'
        ? t('titles.confirming')
        : t('titles.yours'),
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
        title={t('receipt.loadFailed')}
        message={t('receipt.loadFailedText')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!order || !state) return <OrderNotFound keyKnown />;

  const email = <strong>{order.customer.email_address || t('receipt.you')}</strong>;
  return (
    <ReceiptLayout
      status={
        <PaymentStatusBand
          state={state}
          email={email}
          words={{
            confirmed: {
              title: t('receipt.confirmedTitle'),
              text: rich(t('receipt.confirmedText'), { email }),
            },
            review: t('receipt.review'),
            failed: t('receipt.failed'),
            expired: t('receipt.expired'),
          }}
          reference={<ReferenceLine label={t('receipt.orderId')} value={order.reference} testId="order-reference" copyable />}
          action={
            state === 'failed' || state === 'expired' ? <ButtonLink to="/store">{t('receipt.orderAgain')}</ButtonLink> : undefined
          }
        />
      }
      details={<OrderReceiptDetails order={order} state={state} />}
      aside={
        <>
          <PromiseTimeline record={order} />
          <OrderNextStepsCards order={order} />
          <HelpBlock whatsappText={t('receipt.whatsapp', { reference: order.reference })} />
        </>
      }
      actions={browse}
    />
  );
}

/** 404: no such order, or not this devotee's (no session, no key). */
function OrderNotFound({ keyKnown }: { keyKnown: boolean }) {
  const { t } = useStoreT();
  useTitle(t('titles.notFound'));
  const support = { phone: SUPPORT.phone, hours: supportHours(currentLanguage()) };
  return (
    <NotFoundState
      title={t('receipt.notFoundTitle')}
      message={keyKnown ? t('receipt.notFoundKnown', support) : t('receipt.notFoundUnknown', support)}
      action={browse}
    />
  );
}
