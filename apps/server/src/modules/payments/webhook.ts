import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { toProviderRefund, type ProviderPaymentStatus } from './provider';
import { paymentProvider, settlePayment, type SettleOutcome } from './payments.service';
import { settleRefund, type RefundSettleOutcome } from './refunds';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

export type WebhookAnswer = {
  status: 200 | 400;
  body: { success: boolean; message: string; data?: { outcome: SettleOutcome | RefundSettleOutcome | 'ignored' } };
};

const STATUSES: readonly string[] = [
  'created',
  'authorized',
  'captured',
  'failed',
  'refunded',
] satisfies ProviderPaymentStatus[];
const HANDLED = new Set(['payment.captured', 'payment.failed', 'payment.authorized', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);
const REFUND_STATUSES: readonly string[] = ['pending', 'processed', 'failed'];

type RefundEntity = {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  notes?: unknown;
  receipt?: unknown;
};

type PaymentEntity = {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  error_code?: unknown;
  error_description?: unknown;
};
type WebhookBody = {
  event?: unknown;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: RefundEntity };
  };
};

const str = (v: unknown, max = 200): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined;

/**
 * POST /payments/webhook, after the raw body was read: verify the signature over the raw bytes,
 * then feed the payment (or refund: refunds.ts) into its state machine once per event id (x-razorpay-event-id; a body
 * hash when the header is missing). A bad signature is a 400 and changes nothing; an event we do
 * not handle, or an order we do not know, is answered 200 and ignored (logged).
 */
export async function handleWebhook(
  ctx: Ctx,
  log: FastifyBaseLogger,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookAnswer> {
  const header = (name: string) => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const provider = paymentProvider(ctx);
  if (!provider.verifyWebhook(rawBody, header('x-razorpay-signature'))) {
    log.warn({ provider: provider.kind }, 'payment webhook refused: bad or missing signature');
    return { status: 400, body: { success: false, message: 'Invalid webhook signature' } };
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    return { status: 400, body: { success: false, message: 'Invalid webhook payload' } };
  }
  const ignored = (why: string): WebhookAnswer => {
    log.info({ event: body?.event, why }, 'payment webhook ignored');
    return { status: 200, body: { success: true, message: 'Webhook received', data: { outcome: 'ignored' } } };
  };
  const event = str(body?.event);
  const eventId = str(header('x-razorpay-event-id')) ?? `body:${createHash('sha256').update(rawBody).digest('hex')}`;
  if (event && REFUND_EVENTS.has(event)) {
    // Refunds: idempotent on the event id and the provider refund id (refunds.ts).
    const r = body.payload?.refund?.entity;
    const refundId = str(r?.id);
    const paymentId = str(r?.payment_id);
    const status = str(r?.status, 20);
    if (
      !refundId ||
      !paymentId ||
      typeof r?.amount !== 'number' ||
      !Number.isInteger(r.amount) ||
      r.amount <= 0 ||
      !status ||
      !REFUND_STATUSES.includes(status)
    )
      return ignored('refund entity incomplete');
    const refund = toProviderRefund({
      id: refundId,
      payment_id: paymentId,
      amount: r.amount,
      currency: str(r.currency, 10),
      status,
      receipt: str(r.receipt),
      notes: r.notes,
    });
    const result = await settleRefund(ctx, { refund, source: 'webhook', event: { id: eventId, name: event } });
    if (result.outcome === 'unknown_payment')
      log.warn({ event, paymentId, refundId }, 'refund webhook for an unknown payment ignored');
    return { status: 200, body: { success: true, message: 'Webhook received', data: { outcome: result.outcome } } };
  }
  if (!event || !HANDLED.has(event)) return ignored('event not handled');

  const entity = body.payload?.payment?.entity;
  const paymentId = str(entity?.id);
  const providerOrderId =
    (event === 'order.paid' ? str(body.payload?.order?.entity?.id) : undefined) ?? str(entity?.order_id);
  const amount = entity?.amount;
  const currency = str(entity?.currency, 10);
  const status = str(entity?.status, 20);
  if (
    !paymentId ||
    !providerOrderId ||
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    !currency ||
    !status ||
    !STATUSES.includes(status)
  ) {
    return ignored('payment entity incomplete');
  }
  const result = await settlePayment(ctx, {
    providerOrderId,
    payment: {
      id: paymentId,
      status: status as ProviderPaymentStatus,
      amount,
      currency,
      error_code: str(entity?.error_code),
      error_description: str(entity?.error_description, 1000),
    },
    source: 'webhook',
    event: { id: eventId, name: event },
  });
  if (result.outcome === 'unknown_order')
    log.warn({ event, providerOrderId, paymentId }, 'payment webhook for an unknown order ignored');
  if (result.outcome === 'flagged') log.error({ event, providerOrderId, paymentId }, 'payment flagged for review');
  return { status: 200, body: { success: true, message: 'Webhook received', data: { outcome: result.outcome } } };
}
