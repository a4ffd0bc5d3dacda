import { CreditCard, MapPin, Package, Phone, Truck, User } from 'lucide-react';
import type { ProductOrderView } from '@sankalp/shared/api/product-orders';
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from '@sankalp/shared/constants';
import { OrderProgress } from '../../../components/payments/OrderProgress';
import { DetailList, DetailRow, ReceiptCard } from '../../../components/payments/Receipt';
import { Price } from '../../../components/ui/Price';
import type { ConfirmationState } from '../../../lib/payments';
import { addressLine } from './SavedAddressPicker';

const na = (v: string | null | undefined) => (v && v.trim() ? v : 'N/A');
const categoryLabel = (c: string) => PRODUCT_CATEGORY_LABELS[c as ProductCategory] ?? c;
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short' }) : 'N/A';

/** The products, the payment, the customer and the address (spec part 3 § 2, Order confirmation). */
export function OrderReceiptDetails({ order, state }: { order: ProductOrderView; state: ConfirmationState }) {
  return (
    <div className="min-w-0 space-y-5">
      <ReceiptCard title="Products" icon={<Package />}>
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
                  {[l.size && `Size: ${l.size}`, l.color && `Colour: ${l.color}`, `Qty: ${l.quantity}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-ink-600">
                  <Price value={l.price} decimals={false} /> each
                </p>
              </div>
              <Price value={l.subtotal} decimals={false} className="shrink-0 font-semibold text-ink-900" />
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-baseline justify-between border-t border-gold-400/60 pt-3">
          <span className="font-semibold">Total</span>
          <Price value={order.amount_total} decimals={false} className="text-[20px] font-bold text-maroon-800" />
        </div>
      </ReceiptCard>

      <ReceiptCard title="Payment Details" icon={<CreditCard />}>
        <DetailList>
          <DetailRow label={state === 'confirmed' ? 'Amount paid' : 'Amount'}>
            <Price value={order.amount_total} />
          </DetailRow>
          <DetailRow label="Payment ID">
            <span className="font-mono text-sm">{na(order.payment_id)}</span>
          </DetailRow>
          <DetailRow label="Payment order ID">
            <span className="font-mono text-sm">{na(order.order_id)}</span>
          </DetailRow>
          <DetailRow label="Status">
            {state === 'confirmed' ? (
              <span className="font-semibold text-success">Payment Successful</span>
            ) : state === 'failed' || state === 'expired' ? (
              <span className="font-semibold text-danger">Not paid</span>
            ) : (
              <span className="font-semibold text-warning">Being confirmed</span>
            )}
          </DetailRow>
          {order.paid_at && <DetailRow label="Paid on">{when(order.paid_at)}</DetailRow>}
        </DetailList>
      </ReceiptCard>

      <ReceiptCard title="Customer Details" icon={<User />}>
        <DetailList>
          <DetailRow label="Name">{na(order.customer.full_name)}</DetailRow>
          <DetailRow label="Email">{na(order.customer.email_address)}</DetailRow>
          <DetailRow label="Phone">{na(order.customer.phone_number)}</DetailRow>
        </DetailList>
      </ReceiptCard>

      <ReceiptCard title="Delivery Address" icon={<MapPin />}>
        <p className="text-ink-900" data-testid="order-address">
          {addressLine(order.address_for_delivery) || 'N/A'}
        </p>
      </ReceiptCard>
    </div>
  );
}

/** Where the order is, and 'What Happens Next?' in three steps. */
export function OrderNextStepsCards({ order }: { order: ProductOrderView }) {
  const steps = [
    { icon: Phone, text: order.next_steps.confirmation_call },
    { icon: Package, text: order.next_steps.dispatch },
    { icon: Truck, text: order.next_steps.tracking },
  ];
  return (
    <>
      <ReceiptCard title="Order Status" icon={<Truck />}>
        <OrderProgress status={order.status} paymentStatus={order.payment_status} createdAt={order.createdAt} compact />
      </ReceiptCard>
      <ReceiptCard title="What Happens Next?">
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
