/**
 * The one way any page opens a payment window (puja, chadhava, donations, store, consultations):
 * the shape Razorpay Checkout is given, and the three ways it can end.
 */

export type CheckoutPrefill = { name?: string; email?: string; contact?: string };

export type CheckoutOptions = {
  /** The provider order id the server created (order_…). */
  orderId: string;
  /** Amount in paise, exactly as the server's order says. */
  amountPaise: number;
  /** 'INR'. */
  currency: string;
  /** Who is paid (shown at the top of the window): 'Sankalp'. */
  name: string;
  /** What for: 'Saraswati Puja — Family Puja'. */
  description: string;
  prefill: CheckoutPrefill;
  /** Shown to the provider and kept with the order (Razorpay allows 15 keys of ≤ 256 characters). */
  notes?: Record<string, string>;
  theme?: { color?: string };
  /** Overrides the key id of GET /payments/config (the booking answer carries one too). */
  keyId?: string;
  /** A square logo URL for the window. */
  image?: string;
};

/** What Checkout hands the success handler; the server verifies the signature. */
export type CheckoutSuccessResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The provider's payment.failed error. */
export type CheckoutFailure = { code: string; description: string; reason: string };

export type CheckoutResult =
  | { outcome: 'success'; response: CheckoutSuccessResponse }
  | { outcome: 'failed'; error: CheckoutFailure }
  | { outcome: 'dismissed' };

/** GET /payments/config. */
export type PaymentsProvider = 'sandbox' | 'razorpay';
export type PaymentsConfig = { provider: PaymentsProvider; keyId: string };
