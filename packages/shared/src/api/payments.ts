/**
 * What every payable kind (puja booking, chadhava booking, donation, and the kinds to come)
 * answers to the web's one pay flow. Amounts are rupees except `order.amount`, which is paise.
 */

/** The payable kinds the payment contract knows (server table, web pay flow, account page). */
export const PAYABLE_KINDS = ['puja_booking', 'chadhava_booking', 'donation', 'product_order', 'pandit_booking', 'prasad_order'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/** What Checkout opens with; `order.amount` is paise. */
export type CheckoutInfo = {
  order: { id: string; amount: number; currency: string };
  amount: number;
  currency: string;
  keyId: string;
};

/** data of GET /payments/config. */
export type PaymentsConfig = { provider: 'sandbox' | 'razorpay'; keyId: string };

/**
 * The payment outcome of a verify call, the same for every kind:
 * - success: paid and fulfilled;
 * - failed: the signature did not verify (nothing changed);
 * - review: the money is recorded but the booking could not take it (its total changed after the
 *   order was made, or its slot or stock is gone): it will be settled or refunded by the team.
 */
export type VerifyStatus = 'success' | 'failed' | 'review';

/**
 * The spec's payment_status words, shared by every kind; `refunded` (issue 14) once everything
 * paid was refunded (a partial refund stays `completed`, with `refunded_amount`).
 */
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'expired' | 'refunded';

/** Fields every booking view carries besides its own: the human reference and the access key rule. */
export type PayableBase = {
  _id: string;
  id: string;
  /** Short human reference, e.g. SNK-7H3K-92 (receipts, e-mails, support). */
  reference: string;
  payment_status: PaymentStatus;
  /** True when a payment arrived that a person must settle or refund (the booking did not take it). */
  needs_review: boolean;
  amount_total: number;
  currency: 'INR';
  /** Provider payment id once paid. */
  payment_id: string | null;
  /** Provider order id Checkout opens with. */
  order_id: string | null;
  paid_at: string | null;
  createdAt: string;
  /** Rupees refunded so far (processed refunds; issue 14). */
  refunded_amount: number;
};
