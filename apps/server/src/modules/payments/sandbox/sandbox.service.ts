import { badRequest, notFound } from '../../../lib/errors';
import { enqueueMany } from '../../../lib/jobs/queue';
import type { SandboxProvider } from './sandbox.provider';
import { sandboxId } from './sandbox.provider';
import * as repo from './sandbox.repository';
import { SANDBOX_WEBHOOK_JOB, SANDBOX_WEBHOOK_MAX_ATTEMPTS, type SandboxWebhook } from './webhook-delivery';

export type { SandboxWebhook };

export type SandboxPayInput = {
  order_id: string;
  outcome: 'success' | 'failure';
  description?: string;
  method?: 'upi' | 'card' | 'netbanking' | 'wallet';
};

/** What Razorpay Checkout hands the success handler. */
export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
/** What Razorpay Checkout hands the payment.failed handler. */
export type CheckoutFailure = {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
};

const ACCOUNT_ID = 'acc_SankalpSandbox01';
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Records a sandbox payment of an order (captured, or failed) and answers what Checkout would hand
 * the page, plus the webhooks Razorpay would send: payment.captured and order.paid, or payment.failed
 * (Razorpay's JSON shapes), signed with the webhook secret. With `queueWebhooks` they are enqueued
 * for delivery (webhook-delivery.ts) in the payment's own transaction; `jobIds` names those jobs,
 * which the caller runs itself with `deliverHere` (no worker of this process is kicked for them).
 */
export async function sandboxPay(
  provider: SandboxProvider,
  input: SandboxPayInput,
  opts: { queueWebhooks: boolean; deliverHere?: boolean },
): Promise<{ answer: CheckoutSuccess | CheckoutFailure; webhooks: SandboxWebhook[]; jobIds: string[] }> {
  const now = provider.now();
  const success = input.outcome === 'success';
  const method = input.method ?? 'upi';
  const paymentId = sandboxId('pay');
  const errorDescription = success
    ? null
    : input.description?.trim() || 'Payment failed because the bank declined it (sandbox).';
  const errorCode = success ? null : 'BAD_REQUEST_ERROR';
  const paymentOf = (order: repo.SandboxOrderRow) => ({
    id: paymentId,
    entity: 'payment',
    amount: order.amountPaise,
    currency: order.currency,
    status: success ? 'captured' : 'failed',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: success,
    description: input.description ?? null,
    card_id: null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: method === 'wallet' ? 'paytm' : null,
    vpa: method === 'upi' ? (success ? 'success@razorpay' : 'failure@razorpay') : null,
    email: 'void@razorpay.com',
    contact: '+919999999999',
    notes: order.notes,
    fee: success ? Math.round(order.amountPaise * 0.02) : null,
    tax: success ? Math.round(order.amountPaise * 0.02 * 0.18) : null,
    error_code: errorCode,
    error_description: errorDescription,
    error_source: success ? null : 'customer',
    error_step: success ? null : 'payment_authentication',
    error_reason: success ? null : 'payment_failed',
    acquirer_data: {},
    created_at: unix(now),
  });
  const envelope = (event: string, payload: Record<string, unknown>) => ({
    entity: 'event',
    account_id: ACCOUNT_ID,
    event,
    contains: Object.keys(payload),
    payload,
    created_at: unix(now),
  });
  const bodiesOf = (order: repo.SandboxOrderRow, payment: ReturnType<typeof paymentOf>) =>
    success
      ? [
          envelope('payment.captured', { payment: { entity: payment } }),
          envelope('order.paid', {
            payment: { entity: payment },
            order: {
              entity: {
                id: order.id,
                entity: 'order',
                amount: order.amountPaise,
                amount_paid: order.amountPaise,
                amount_due: 0,
                currency: order.currency,
                receipt: order.receipt,
                offer_id: null,
                status: 'paid',
                attempts: 1,
                notes: order.notes,
                created_at: unix(order.createdAt),
              },
            },
          }),
        ]
      : [envelope('payment.failed', { payment: { entity: payment } })];

  const { order, webhooks, jobIds } = await provider.db.transaction(async (tx) => {
    // The payment and the order's new status in one statement, only while the order is not paid.
    const order = await repo.payOrder(tx, input.order_id, {
      id: paymentId,
      status: success ? 'captured' : 'failed',
      method,
      errorCode,
      errorDescription,
      createdAt: now,
    });
    if (!order) {
      if (!(await repo.findOrder(tx, input.order_id))) throw notFound('Order not found');
      throw badRequest('This order has already been paid');
    }
    const webhooks: SandboxWebhook[] = bodiesOf(order, paymentOf(order)).map((b) => {
      const body = JSON.stringify(b);
      return { eventId: sandboxId('evt'), event: b.event, body, signature: provider.signWebhook(body) };
    });
    if (!opts.queueWebhooks) return { order, webhooks, jobIds: [] }; // a webhook Razorpay never sent
    const jobIds = await enqueueMany(
      tx,
      webhooks.map((hook) => ({
        kind: SANDBOX_WEBHOOK_JOB,
        payload: hook,
        opts: { maxAttempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS, dedupeKey: `sandbox-webhook:${hook.eventId}` },
      })),
      // Delivered by the caller right after: no worker is woken only to find them taken.
      { kick: !opts.deliverHere },
    );
    return { order, webhooks, jobIds };
  });

  const answer: CheckoutSuccess | CheckoutFailure = success
    ? {
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.id,
        razorpay_signature: provider.signCheckout(order.id, paymentId),
      }
    : {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: errorDescription ?? '',
          source: 'customer',
          step: 'payment_authentication',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: paymentId },
        },
      };
  return { answer, webhooks, jobIds };
}
