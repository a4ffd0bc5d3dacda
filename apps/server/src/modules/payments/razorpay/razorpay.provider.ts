import Razorpay from 'razorpay';
import {
  ProviderError,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type RefundInput,
  toProviderRefund,
} from '../provider';
import { verifyCheckoutSignatureWith, verifyWebhookSignatureWith } from '../signatures';

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  /** Without it every webhook is refused (and the reconciler still settles orders). */
  webhookSecret?: string;
  /**
   * Base URL of Razorpay's HTTP API (default https://api.razorpay.com). The SDK has no option
   * for it; we set it on the SDK's own HTTP client (`api.rq`, an axios instance), so tests run
   * the whole SDK code path against a local fake (fake-razorpay.ts).
   */
  baseUrl?: string;
  timeoutMs?: number;
};

type SdkHttp = { defaults: { baseURL?: string; timeout?: number } };
type SdkError = { statusCode?: number; error?: { code?: string; description?: string } };

const PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = ['created', 'authorized', 'captured', 'failed', 'refunded'];

/** The `razorpay` adapter: the official SDK (orders, payments and refunds APIs) and Razorpay's signature algorithms. */
export function createRazorpayProvider(opts: RazorpayOptions): PaymentProvider {
  const sdk = new Razorpay({ key_id: opts.keyId, key_secret: opts.keySecret });
  const http = (sdk.api as unknown as { rq?: SdkHttp }).rq;
  if (!http?.defaults) throw new Error('razorpay SDK: its HTTP client (api.rq) was not found; check the SDK version');
  http.defaults.timeout = opts.timeoutMs ?? 15_000;
  if (opts.baseUrl) http.defaults.baseURL = opts.baseUrl.replace(/\/+$/, '');

  const fail = (what: string, e: unknown): never => {
    const err = e as SdkError;
    const detail = err?.error?.description ?? (e instanceof Error ? e.message : 'no response');
    throw new ProviderError(
      `Razorpay ${what} failed: ${detail}`,
      err?.statusCode ? Number(err.statusCode) : undefined,
      err?.error?.code,
    );
  };

  return {
    kind: 'razorpay',
    keyId: opts.keyId,

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      try {
        const o = await sdk.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        });
        return {
          id: o.id,
          amount: Number(o.amount),
          currency: o.currency,
          receipt: o.receipt ?? input.receipt,
          status: o.status,
        };
      } catch (e) {
        return fail('create order', e);
      }
    },

    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      verifyCheckoutSignatureWith(opts.keySecret, orderId, paymentId, signature),

    verifyWebhook: (rawBody, header) => verifyWebhookSignatureWith(opts.webhookSecret, rawBody, header),

    async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
      try {
        const list = await sdk.orders.fetchPayments(orderId);
        return (list.items ?? []).map((p) => ({
          id: p.id,
          order_id: p.order_id ?? orderId,
          amount: Number(p.amount),
          currency: p.currency,
          status: (PAYMENT_STATUSES as readonly string[]).includes(p.status)
            ? (p.status as ProviderPaymentStatus)
            : 'created',
          error_code: p.error_code ?? null,
          error_description: p.error_description ?? null,
        }));
      } catch (e) {
        return fail('fetch payments', e);
      }
    },

    async refundPayment(paymentId: string, input: RefundInput): Promise<ProviderRefund> {
      try {
        const r = await sdk.payments.refund(paymentId, {
          amount: input.amountPaise,
          speed: 'normal',
          receipt: input.receipt,
          notes: input.notes,
        });
        return toProviderRefund(r);
      } catch (e) {
        return fail('refund', e);
      }
    },

    async fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
      try {
        return toProviderRefund(await sdk.payments.fetchRefund(paymentId, refundId));
      } catch (e) {
        return fail('fetch refund', e);
      }
    },
  };
}
