import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client';
import type {
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundInput,
} from '../provider';
import {
  checkoutSignature,
  hmacSha256Hex,
  verifyCheckoutSignatureWith,
  verifyWebhookSignatureWith,
} from '../signatures';
import * as repo from './sandbox.repository';
import { sandboxFetchRefund, sandboxRefund } from './sandbox.refunds';

/** The sandbox's public key id, shaped like a Razorpay test key. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** What Checkout would hand the success handler for this payment. */
  signCheckout(orderId: string, paymentId: string): string;
  /** The X-Razorpay-Signature of a webhook body. */
  signWebhook(rawBody: string | Buffer): string;
  readonly db: Db;
  readonly now: () => Date;
}

export type SandboxOptions = {
  db: Db;
  now: () => Date;
  /** This installation's own random secrets (lib/installation-secrets), never constants in the code. */
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET when set, else the installation's own. */
  webhookSecret: string;
  /**
   * Production without real keys: every signature is refused (nothing can be marked paid), since
   * the sandbox itself signs payments for whoever asks.
   */
  failClosed?: boolean;
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Razorpay-looking id: prefix + 14 base62 characters. */
export function sandboxId(prefix: 'order' | 'pay' | 'evt' | 'acc' | 'rfnd'): string {
  const bytes = randomBytes(14);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

export const isSandboxProvider = (p: PaymentProvider): p is SandboxProvider => p.kind === 'sandbox';

/** The default provider: Razorpay's protocol and signatures, with orders and payments in our database. */
export function createSandboxProvider(opts: SandboxOptions): SandboxProvider {
  const { webhookSecret, keySecret } = opts;
  const provider: SandboxProvider = {
    kind: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    db: opts.db,
    now: opts.now,

    async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
      const row = await repo.insertOrderOnce(opts.db, {
        id: sandboxId('order'),
        receipt: input.receipt,
        amountPaise: input.amountPaise,
        currency: input.currency,
        notes: input.notes,
        createdAt: opts.now(),
      });
      return { id: row.id, amount: row.amountPaise, currency: row.currency, receipt: row.receipt, status: row.status };
    },

    verifyCheckoutSignature: (orderId, paymentId, signature) =>
      !opts.failClosed && verifyCheckoutSignatureWith(keySecret, orderId, paymentId, signature),

    verifyWebhook: (rawBody, header) => !opts.failClosed && verifyWebhookSignatureWith(webhookSecret, rawBody, header),

    async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
      const rows = await repo.listPayments(opts.db, orderId);
      return rows.map((p) => ({
        id: p.id,
        order_id: p.orderId,
        amount: p.amountPaise,
        currency: p.currency,
        status: p.status as ProviderPaymentStatus,
        error_code: p.errorCode,
        error_description: p.errorDescription,
      }));
    },

    signCheckout: (orderId, paymentId) => checkoutSignature(keySecret, orderId, paymentId),
    signWebhook: (rawBody) => hmacSha256Hex(webhookSecret, rawBody),

    refundPayment(paymentId: string, input: RefundInput): Promise<ProviderRefund> {
      return sandboxRefund(provider, paymentId, input);
    },
    fetchRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
      return sandboxFetchRefund(opts.db, paymentId, refundId);
    },
  };
  return provider;
}
