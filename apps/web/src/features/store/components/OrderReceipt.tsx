import { CreditCard, MapPin, Package, Phone, Truck, User } from 'lucide-react';
import type { ProductOrderView } from '@sankalp/shared/api/product-orders';
import { OrderProgress } from '../../../components/payments/OrderProgress';
import { DetailList, DetailRow, ReceiptCard } from '../../../components/payments/Receipt';
import { Price } from '../../../components/ui/Price';
import type { ConfirmationState } from '../../../lib/payments';
import { addressLine } from './SavedAddressPicker';
import { formatWhen } from '../../../lib/i18n/format';
import type { Language } from '../../../lib/i18n/index';
import { categoryLabel } from '../../../components/catalog/labels/index';
import { rich } from '../../../lib/i18n/rich';
import { storeT, useStoreT } from '../i18n';
import { variantLabel } from '../../../components/catalog/labels/index';

const na = (v: string | null | undefined) => (v && v.trim() ? v : storeT('receipt.na'));
/** '21 November 2026 at 4:52 pm' (IST) in the reader's language. */
const when = (iso: string | null, lng: Language) =>
  iso ? formatWhen(iso, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }, lng) : storeT('receipt.na');

/** The products, the payment, the customer and the address (spec part 3 § 2, Order confirmation). */
export function OrderReceiptDetails({ order, state }: { order: ProductOrderView; state: ConfirmationState }) {
  const { t, language } = useStoreT();
  return (
    <div className="min-w-0 space-y-5">
      <ReceiptCard title={t('receipt.products')} icon={<Package />}>
        <ul className="divide-y divide-cream-100">
          {order.lines.map((l) => (
            <li
              key={`${l.product._id}-${l.size}-${l.color}`}
              className="flex gap-3 py-3 first:pt-0 last:pb-0"
              data-testid="order-line"
            >
              <img
                src={l.product.primaryImage}
                alt={l.product.name}
                className="aspect-square h-20 w-20 shrink-0 rounded-[10px] bg-cream-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold leading-snug text-ink-900">{l.product.name}</p>
                <p className="text-xs text-ink-600">{categoryLabel(l.product.category)}</p>
                <p className="mt-1 text-sm text-ink-600">
                  {[l.size && t('summary.size', { size: variantLabel(l.size) }), l.color && t('summary.colour', { colour: variantLabel(l.color) }), t('summary.qty', { count: l.quantity })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-ink-600">
                  {rich(t('receipt.each'), { price: <Price value={l.price} decimals={false} /> })}
                </p>
              </div>
              <Price value={l.subtotal} decimals={false} className="shrink-0 font-semibold text-ink-900" />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-baseline justify-between border-t border-gold-400/60 pt-3">
          <span className="font-semibold">{t('receipt.total')}</span>
          <Price value={order.amount_total} decimals={false} className="text-[20px] font-bold text-maroon-800" />
        </div>
      </ReceiptCard>

      <ReceiptCard title={t('receipt.payment')} icon={<CreditCard />}>
        <DetailList>
          <DetailRow label={state === 'confirmed' ? t('receipt.amountPaid') : t('receipt.amount')}>
            <Price value={order.amount_total} />
          </DetailRow>
          <DetailRow label={t('receipt.paymentId')}>
            <span className="font-mono text-sm">{na(order.payment_id)}</span>
          </DetailRow>
          <DetailRow label={t('receipt.paymentOrderId')}>
            <span className="font-mono text-sm">{na(order.order_id)}</span>
          </DetailRow>
          <DetailRow label={t('receipt.status')}>
            {state === 'confirmed' ? (
              <span className="font-semibold text-success">{t('receipt.successful')}</span>
            ) : state === 'failed' || state === 'expired' ? (
              <span className="font-semibold text-danger">{t('receipt.notPaid')}</span>
            ) : (
              <span className="font-semibold text-warning">{t('receipt.beingConfirmed')}</span>
            )}
          </DetailRow>
          {order.paid_at && <DetailRow label={t('receipt.paidOn')}>{when(order.paid_at, language)}</DetailRow>}
        </DetailList>
      </ReceiptCard>

      <ReceiptCard title={t('receipt.customer')} icon={<User />}>
        <DetailList>
          <DetailRow label={t('receipt.name')}>{na(order.customer.full_name)}</DetailRow>
          <DetailRow label={t('receipt.email')}>{na(order.customer.email_address)}</DetailRow>
          <DetailRow label={t('receipt.phone')}>{na(order.customer.phone_number)}</DetailRow>
        </DetailList>
      </ReceiptCard>

      <ReceiptCard title={t('receipt.address')} icon={<MapPin />}>
        <p className="text-ink-900" data-testid="order-address">
          {addressLine(order.address_for_delivery) || t('receipt.na')}
        </p>
      </ReceiptCard>
    </div>
  );
}

/** Where the order is, and 'What Happens Next?' in three steps. */
export function OrderNextStepsCards({ order }: { order: ProductOrderView }) {
  const { t } = useStoreT();
  const steps = [
    { icon: Phone, text: order.next_steps.confirmation_call },
    { icon: Package, text: order.next_steps.dispatch },
    { icon: Truck, text: order.next_steps.tracking },
  ];
  return (
    <>
      <ReceiptCard title={t('receipt.orderStatus')} icon={<Truck />}>
        <OrderProgress status={order.status} paymentStatus={order.payment_status} createdAt={order.createdAt} compact />
      </ReceiptCard>
      <ReceiptCard title={t('receipt.next')}>
        <ol className="space-y-3">
          {steps.map((s, i) => (
            <li key={i} className="flex gap-3 text-sm text-ink-900">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-cream-100 font-bold text-saffron-700">
                {i + 1}
              </span>
              <span className="pt-1">{s.text}</span>
            </li>
          ))}
        </ol>
      </ReceiptCard>
    </>
  );
}
