import { formatINR, toRupees } from '@sankalp/shared/money';
import type { PayableKind } from '@sankalp/shared/api/payments';
import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';
import { PAYABLES } from './payables';
import type { RefundRow } from './refunds.repository';

/**
 * The devotee's notification of a processed refund, in the transaction that processed it, once per
 * refund (dedupe `refund_processed:<refundId>`). The refund e-mail (refund.mail.ts) is the e-mail
 * of this event, so the notification goes in-app, by WhatsApp and by push only.
 */
export async function notifyRefundProcessed(tx: Db, now: Date, refund: RefundRow): Promise<void> {
  const contract = PAYABLES[refund.kind as PayableKind] as { notice?: (typeof PAYABLES)[PayableKind]['notice'] };
  const notice = typeof contract.notice === 'function' ? await contract.notice(tx, refund.refId) : undefined;
  if (!notice) return; // no such record, or erased with its account
  await notify(tx, now, {
    userId: notice.userId,
    email: notice.email,
    phone: notice.phone,
    type: 'refund_processed',
    params: { title: notice.title, reference: notice.reference, amount: formatINR(toRupees(refund.amountPaise)) },
    link: notice.link,
    dedupeKey: `refund_processed:${refund.id}`,
    skipEmail: true,
    requestLanguage: notice.language,
  });
}
