import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxPayments, sandboxRefunds } from '../../../db/schema/index';
import { enqueue } from '../../../lib/jobs/queue';
import { ProviderError, type ProviderRefund, type RefundInput } from '../provider';
import type { SandboxProvider } from './sandbox.provider';
import { sandboxId } from './sandbox.provider';
import { SANDBOX_WEBHOOK_JOB, SANDBOX_WEBHOOK_MAX_ATTEMPTS } from './webhook-delivery';

const ACCOUNT_ID = 'acc_SankalpSandbox01';
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Razorpay's answer to a refund it will not make: 400 BAD_REQUEST_ERROR with its description. */
const refused = (description: string) =>
  new ProviderError(`Sandbox refund failed: ${description}`, 400, 'BAD_REQUEST_ERROR');

type RefundRow = typeof sandboxRefunds.$inferSelect;

const entityOf = (r: RefundRow, status: ProviderRefund['status']) => ({
  id: r.id,
  entity: 'refund',
  amount: r.amountPaise,
  currency: r.currency,
  payment_id: r.paymentId,
  notes: r.notes,
  receipt: r.receipt,
  acquirer_data: { arn: null },
  created_at: unix(r.createdAt),
  batch_id: null,
  status,
  speed_processed: 'normal',
  speed_requested: 'normal',
});

const toRefund = (r: RefundRow, status: ProviderRefund['status']): ProviderRefund => ({
  id: r.id,
  payment_id: r.paymentId,
  amount: r.amountPaise,
  currency: r.currency,
  status,
  receipt: r.receipt,
  notes: r.notes,
});

/**
 * POST /v1/payments/{id}/refund, offline, with Razorpay's rules (a captured payment, ₹1 at least,
 * never more than what is not refunded yet; the payment row is locked so two refunds cannot both
 * pass). Razorpay answers a normal-speed refund `pending` and reports it by webhook; so does the
 * sandbox: `refund.created`, then `refund.processed`, signed and queued for delivery
 * (webhook-delivery.ts) in the refund's own transaction. Its bank is instant, so its own record,
 * which a fetch reads, is processed at once.
 */
export async function sandboxRefund(
  provider: SandboxProvider,
  paymentId: string,
  input: RefundInput,
): Promise<ProviderRefund> {
  if (input.receipt.length > 40) throw refused('The receipt may not be greater than 40 characters.');
  const now = provider.now();
  return provider.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
    if (!payment) throw refused('The id provided does not exist');
    if (payment.status !== 'captured') throw refused('Payment should be captured before refund');
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100)
      throw refused('The amount must be atleast INR 1.00');
    const [sum] = await tx
      .select({ n: sql<number>`coalesce(sum(${sandboxRefunds.amountPaise}), 0)::int` })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentId, paymentId), eq(sandboxRefunds.status, 'processed')));
    const left = payment.amountPaise - Number(sum?.n ?? 0);
    if (left <= 0) throw refused('The payment has been fully refunded already');
    if (input.amountPaise > left) throw refused('The refund amount provided is greater than amount captured');

    const [row] = await tx
      .insert(sandboxRefunds)
      .values({
        id: sandboxId('rfnd'),
        paymentId,
        amountPaise: input.amountPaise,
        currency: payment.currency,
        receipt: input.receipt,
        notes: input.notes,
        status: 'processed',
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('sandbox refund vanished');

    const paymentEntity = {
      id: payment.id,
      entity: 'payment',
      amount: payment.amountPaise,
      currency: payment.currency,
      status: input.amountPaise === left ? 'refunded' : 'captured',
      order_id: payment.orderId,
      method: payment.method,
      amount_refunded: payment.amountPaise - left + input.amountPaise,
      refund_status: input.amountPaise === left ? 'full' : 'partial',
      captured: true,
      created_at: unix(payment.createdAt),
    };
    for (const [event, status] of [
      ['refund.created', 'pending'],
      ['refund.processed', 'processed'],
    ] as const) {
      const payload = { refund: { entity: entityOf(row, status) }, payment: { entity: paymentEntity } };
      const body = JSON.stringify({
        entity: 'event',
        account_id: ACCOUNT_ID,
        event,
        contains: ['refund', 'payment'],
        payload,
        created_at: unix(now),
      });
      const eventId = sandboxId('evt');
      await enqueue(
        tx,
        SANDBOX_WEBHOOK_JOB,
        { eventId, event, body, signature: provider.signWebhook(body) },
        { maxAttempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS, dedupeKey: `sandbox-webhook:${eventId}` },
      );
    }
    return toRefund(row, 'pending');
  });
}

/** GET /v1/payments/{id}/refunds/{refundId}, offline. */
export async function sandboxFetchRefund(db: Db, paymentId: string, refundId: string): Promise<ProviderRefund> {
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.id, refundId), eq(sandboxRefunds.paymentId, paymentId)));
  if (!row) throw refused('The id provided does not exist');
  return toRefund(row, row.status as ProviderRefund['status']);
}
