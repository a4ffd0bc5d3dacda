/**
 * The payment provider seen by the rest of the app. Two adapters implement it with the same
 * protocol and signature algorithms (Razorpay's): `razorpay` (the official SDK, live or test keys)
 * and `sandbox` (local, the default). Switching to real keys changes no other code.
 */

export type ProviderKind = 'sandbox' | 'razorpay';

export type CreateOrderInput = {
  /** Integer paise. */
  amountPaise: number;
  currency: string;
  /** Ours, ≤ 40 characters, unique per payable thing and amount. */
  receipt: string;
  /** At most 15 keys, values ≤ 256 characters (Razorpay's limits). */
  notes: Record<string, string>;
};

/** An order as the provider reports it (Razorpay's field names; amount in paise). */
export type ProviderOrder = { id: string; amount: number; currency: string; receipt: string; status: string };

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';

/** A payment of an order as the provider reports it (Razorpay's field names; amount in paise). */
export type ProviderPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: ProviderPaymentStatus;
  error_code?: string | null;
  error_description?: string | null;
};

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** The public key id Checkout is opened with (`rzp_test_sandbox` for the sandbox). */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** HMAC-SHA256(order_id + "|" + payment_id, key secret), compared in constant time. */
  verifyCheckoutSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256(raw body bytes, webhook secret) against the X-Razorpay-Signature header. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): boolean;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
}

/** A provider call failed (network, 5xx, bad credentials): the caller answers 502 or retries later. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Razorpay's notes limits: 15 keys, 256 characters a value. */
export function cleanNotes(notes: Record<string, string | number | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(notes)) {
    if (v === null || v === undefined || v === '') continue;
    if (Object.keys(out).length >= 15) break;
    out[k.slice(0, 40)] = String(v).slice(0, 256);
  }
  return out;
}
