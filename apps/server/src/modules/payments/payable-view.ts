/**
 * What every payable kind's view and account card share (decision 007; PayableBase in
 * @sankalp/shared/api/payments): the record's ids and reference, its total and the mirror of its
 * current order, as the spec reads them (rupees, ISO dates). Each kind's mapper adds its own.
 */
import type { PayableBase } from '@sankalp/shared/api/payments';
import { toRupees } from '@sankalp/shared/money';
import type { PayableStatus } from '../../db/schema/payable-columns';
import type { OrderState } from './payable-rows';

/** The payable columns a view reads (db/schema/payable-columns.ts). */
type PayableRow = {
  id: string;
  reference: string;
  amountTotalPaise: number;
  paymentStatus: PayableStatus;
  paymentId: string | null;
  paidAt: Date | null;
  createdAt: Date;
};

export function payableBase(row: PayableRow, state: OrderState): PayableBase {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    payment_status: wholeRefunded(row, state) ? 'refunded' : row.paymentStatus,
    needs_review: state.needsReview,
    amount_total: toRupees(row.amountTotalPaise),
    currency: 'INR',
    payment_id: row.paymentId,
    order_id: state.providerOrderId,
    paid_at: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refunded_amount: toRupees(state.refundedPaise),
  };
}

/** A paid record whose every rupee received went back (a partial refund keeps it 'completed'). */
const wholeRefunded = (row: PayableRow, state: OrderState) =>
  row.paymentStatus === 'completed' && state.refundedPaise > 0 && state.refundedPaise >= state.receivedPaise;

/** A line's price, quantity and subtotal in rupees (items, offerings, sevas). */
export const linePrice = (l: { pricePaise: number; quantity: number }) => ({
  price: toRupees(l.pricePaise),
  quantity: l.quantity,
  subtotal: toRupees(l.pricePaise * l.quantity),
});

/** An account card: the listed keys of a view (what the list shows, nothing more). */
export function cardOf<V, K extends keyof V>(view: V, keys: readonly K[]): Pick<V, K> {
  return Object.fromEntries(keys.map((k) => [k, view[k]])) as Pick<V, K>;
}
