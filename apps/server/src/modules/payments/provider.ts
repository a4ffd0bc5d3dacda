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

export type RefundInput = {
  /** Integer paise, at most what is still unrefunded of the payment. */
  amountPaise: number;
  /** Ours, ≤ 40 characters. */
  receipt: string;
  /** Echoed back in the refund entity and its webhooks (we put our refund id there). */
  notes: Record<string, string>;
};

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

/** A refund as the provider reports it (Razorpay's field names; amount in paise). */
export type ProviderRefund = {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: ProviderRefundStatus;
  receipt: string | null;
  notes: Record<string, string>;
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
  /** Refunds part or all of a captured payment (POST /v1/payments/{id}/refund). */
  refundPayment(paymentId: string, input: RefundInput): Promise<ProviderRefund>;
  /** One refund of a payment, for reconciliation (GET /v1/payments/{id}/refunds/{refundId}). */
  fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
}

const REFUND_STATUSES: readonly string[] = ['pending', 'processed', 'failed'] satisfies ProviderRefundStatus[];

/** A provider's refund entity in our shape (an unknown status reads as still pending). */
export function toProviderRefund(r: {
  id: string;
  payment_id: string;
  amount?: number | string;
  currency?: string;
  status?: string;
  receipt?: string | null;
  notes?: unknown;
}): ProviderRefund {
  const notes: Record<string, string> = {};
  if (r.notes && typeof r.notes === 'object' && !Array.isArray(r.notes))
    for (const [k, v] of Object.entries(r.notes)) if (v !== null && v !== undefined) notes[k] = String(v);
  return {
    id: r.id,
    payment_id: r.payment_id,
    amount: Number(r.amount),
    currency: r.currency ?? 'INR',
    status: REFUND_STATUSES.includes(r.status ?? '') ? (r.status as ProviderRefundStatus) : 'pending',
    receipt: r.receipt ?? null,
    notes,
  };
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
