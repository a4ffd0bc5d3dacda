import { promiseDue } from '@sankalp/shared/promises';
import { queueMail } from '../../lib/mail/mailer';
import { noticeOf, type PayableContract } from '../payments/payable';
import { readerOfRecord } from '../payments/payable-language';
import { prasadConfirmationMail } from './prasad.mail';
import { prasadNames, toOrderCard, toOrderView } from './prasad.mappers';
import * as repo from './prasad.repository';

/**
 * Prasad orders in the payment contract (decision 007). Paid, in the paying transaction and once:
 * the order is completed and one confirmation e-mail is queued; the core writes its promises
 * (dispatch in 3 IST business days, delivery 5 days after payment, at the offering's temple), which
 * the fulfilment board keeps and from which the order's status is read. Nothing is held while it
 * is unpaid (an offering's availability is set by hand), so release only mirrors the status.
 */
export const prasadOrderPayable: PayableContract & { kind: 'prasad_order' } = {
  kind: 'prasad_order',
  receiptPrefix: 'pr',
  account: 'prasadOrder',

  async fulfil(tx, order, payment, fctx) {
    // Locked and marked paid in one statement (or why this order cannot pay it).
    const paidRow = await repo.payPayable(tx, order, payment.providerPaymentId, fctx.now);
    if ('review' in paidRow) return paidRow;
    const row = paidRow.row;
    const paid = await repo.findOrder(tx, row.id);
    if (paid) {
      const { lang, texts } = await readerOfRecord(tx, paid, paid, repo.readerTexts);
      await queueMail(tx, prasadConfirmationMail(fctx.config, paid, lang, texts));
    }
    return { userId: row.userId };
  },

  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
  },

  async promises(tx, id, paidAt) {
    const row = await repo.findOrder(tx, id);
    if (!row) return [];
    return [
      { type: 'dispatch', dueAt: promiseDue.dispatch(paidAt), templeId: row.templeId },
      { type: 'delivery', dueAt: promiseDue.prasadDelivery(paidAt), templeId: row.templeId },
    ];
  },

  async notice(db, id) {
    const row = await repo.findOrder(db, id);
    if (!row) return undefined;
    const { lang, texts } = await readerOfRecord(db, row, row, repo.readerTexts);
    const names = prasadNames(row, texts);
    // Its reference is the ORD- code; the link is the public tracking view (a guest's too, nothing personal).
    return noticeOf(
      { ...row, reference: row.orderCode },
      lang,
      `${names.title}, ${names.temple}`,
      `/prasad?track=${row.trackingId}`,
    );
  },

  owner: repo.findOwner,
  async cards(db, ids, _promises, lang) {
    const bundles = await repo.loadBundles(db, ids);
    const orders = bundles.map((b) => b.order);
    const promises = await repo.promisesOfOrders(
      db,
      orders.map((o) => o.id),
    );
    const texts = await repo.readerTexts(db, orders, lang);
    const now = new Date();
    return bundles.map((b) =>
      toOrderCard(
        toOrderView(
          b,
          promises.filter((p) => p.refId === b.order.id),
          now,
          // No video evidence on a parcel's promises: nothing to sign.
          '',
          texts,
        ),
      ),
    );
  },
  belongsTo: repo.idsBelongingTo,
};
