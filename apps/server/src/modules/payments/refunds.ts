/**
 * The refund side of the payment core (issue 14): the one place a refund row changes status, fed
 * by the provider's answer to our refund call and by its refund webhooks (refund.created,
 * refund.processed, refund.failed). Idempotent on the provider refund id (unique) and on the
 * webhook event id: a replay never makes a second row nor a second change, and the devotee's
 * e-mail is queued by the one caller that moves the refund to processed.
 */
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { queueMail } from '../../lib/mail/mailer';
import { audit } from '../admin/audit';
import { refundProcessedMail } from './refund.mail';
import { notifyRefundProcessed as notifyRefund } from './refund.notify';
import type { ProviderRefund } from './provider';
import * as repo from './refunds.repository';
import { languageOfRecord } from './payable-language';
import { recordWebhookEvent } from './payments.repository';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now'>;

export type { RefundRow } from './refunds.repository';

/** The note key our refund id travels under to the provider and back (webhooks echo notes). */
export const REFUND_NOTE_KEY = 'sankalp_refund_id';

export type RefundSettleOutcome =
  | 'duplicate_event'
  | 'unknown_payment' // a refund of a payment we never heard of: ignored
  | 'processed' // this call made the refund processed (and queued the e-mail)
  | 'failed' // this call made it failed
  | 'recorded'; // noted; its status did not change

export type RefundSettleInput = {
  refund: ProviderRefund;
  /** Our refund row when we asked for it (the provider's answer to our call). */
  ourId?: string;
  source: 'api' | 'webhook' | 'reconcile';
  event?: { id: string; name: string };
};

/**
 * Feeds one provider refund into its row in one transaction: finds it (provider refund id, else
 * our id from the call or the notes), records one first heard of from the provider against the
 * order its payment paid, and moves its status forward once.
 */
export async function settleRefund(
  ctx: Ctx,
  input: RefundSettleInput,
): Promise<{ outcome: RefundSettleOutcome; refund?: repo.RefundRow }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const r = input.refund;
    if (input.event) {
      const fresh = await recordWebhookEvent(tx, {
        eventId: input.event.id,
        event: input.event.name,
        providerOrderId: null,
        providerPaymentId: r.payment_id,
        receivedAt: now,
      });
      if (!fresh) return { outcome: 'duplicate_event' };
    }
    const noted = r.notes[REFUND_NOTE_KEY];
    const ourId = input.ourId ?? (noted && isUuid(noted) ? noted.toLowerCase() : undefined);
    let row = await repo.lockRefund(tx, { providerRefundId: r.id, id: ourId });
    if (row && row.providerPaymentId !== r.payment_id) row = undefined; // a note naming another payment's refund
    if (row && !row.providerRefundId) await repo.setProviderRefundId(tx, row.id, r.id, now);
    if (!row) {
      const order = await repo.orderOfPayment(tx, r.payment_id);
      if (!order) return { outcome: 'unknown_payment' };
      const made = await repo.insertProviderRefundOnce(tx, {
        kind: order.kind,
        refId: order.refId,
        orderId: order.id,
        providerPaymentId: r.payment_id,
        providerRefundId: r.id,
        amountPaise: r.amount,
        status: 'pending',
        reason: 'Made at the payment provider',
        requestedBy: null,
        createdAt: now,
        updatedAt: now,
      });
      row = made.row;
      if (made.inserted)
        await audit(
          { db: tx, now: ctx.now },
          { label: 'payment-provider' },
          {
            action: 'refund.provider',
            object: { type: order.kind, id: order.refId },
            after: { refundId: row.id, providerRefundId: r.id, amount: r.amount / 100, status: r.status },
          },
        );
    }
    if (r.status === 'pending') return { outcome: 'recorded', refund: row };
    const won = await repo.transitionRefund(tx, row.id, r.status, now);
    if (!won) return { outcome: 'recorded', refund: row };
    if (won.status === 'processed') {
      await mailDevotee(tx, ctx, won);
      await notifyRefund(tx, now, won);
    }
    return { outcome: r.status, refund: won };
  });
}

/** Writes a refund we are about to ask the provider for (`pending`), in the caller's transaction. */
export const recordRefundRequest = (tx: Db, row: Parameters<typeof repo.insertRefund>[1]) => repo.insertRefund(tx, row);

/** Our refund call failed (the provider refused or did not answer): pending → failed. */
export const markRefundFailed = (tx: Db, id: string, now: Date) => repo.transitionRefund(tx, id, 'failed', now);

/** Queues the devotee's refund e-mail in the transaction that processed the refund. */
async function mailDevotee(tx: Db, ctx: Ctx, refund: repo.RefundRow): Promise<void> {
  const contact = await repo.payableContact(tx, refund.kind as PayableKind, refund.refId);
  if (!contact?.email) return; // erased with a deleted account
  await queueMail(tx, refundProcessedMail(ctx.config, refund, contact, await languageOfRecord(tx, contact)));
}
