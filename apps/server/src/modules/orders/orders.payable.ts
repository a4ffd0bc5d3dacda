import { promiseDue } from '@sankalp/shared/promises';
import { queueMail } from '../../lib/mail/mailer';
import type { Db } from '../../db/client';
import { bookedTags, invalidateCatalogCache } from '../catalog/catalog.service';
import { noticeOf, type PayableContract } from '../payments/payable';
import { readerOfRecord } from '../payments/payable-language';
import { confirmationPath, orderConfirmationMail, orderRefundMail } from './orders.mail';
import { namedLines, toProductOrderCard } from './orders.mappers';
import * as repo from './orders.repository';

/**
 * The stock of an order being paid, with its stock rows locked (fixed order): each made-to-stock
 * line needs its quantity within on_hand minus the OTHER orders' live holds (an order whose own
 * hold is live always finds it; one whose hold lapsed takes what is still there), then it is
 * taken off the shelf. False, with nothing taken, when any line is short.
 */
async function takeStock(tx: Db, order: repo.ProductOrderRow, now: Date): Promise<boolean> {
  const [bundle] = await repo.loadBundles(tx, [order.id]);
  const lines = bundle?.lines ?? [];
  const stock = await repo.lockStock(tx, lines);
  const held = await repo.liveHolds(tx, [...new Set(lines.map((l) => l.productId))], now, order.id);
  const limited = lines.filter((l) => repo.onHandOf(stock, l) !== null);
  for (const l of limited) if (repo.onHandOf(stock, l)! - repo.heldOf(held, l) < l.quantity) return false;
  // Cannot miss after the check above (rows locked); a miss rolls the settlement back.
  for (const l of repo.sortVariants(limited))
    if (!(await repo.takeStock(tx, l, l.quantity))) throw new Error(`stock of ${l.productId} changed under its lock`);
  return true;
}

/**
 * Store orders in the payment contract (decision 007). Paid: the order is completed and `placed`,
 * its held quantities come off the shelf (never below 0), one confirmation e-mail. Paid after its
 * hold lapsed with the stock gone meanwhile: the money is flagged for review (code out_of_stock)
 * and the customer is e-mailed that a full refund follows. Its promises (issue 10): a confirmation
 * call within 4 hours and dispatch within 3 IST business days (delivery is recorded on the way).
 */
export const productOrderPayable: PayableContract & { kind: 'product_order' } = {
  kind: 'product_order',
  receiptPrefix: 'po',
  account: 'productOrder',

  async fulfil(tx, order, payment, fctx) {
    const locked = await repo.lockPayable(tx, order);
    if ('review' in locked) return locked;
    const row = locked.row;
    // The product reads show stock and live holds: both change either way.
    const productIds = await repo.productIdsOf(tx, row.id);
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.products(productIds)));

    if (!(await takeStock(tx, row, fctx.now))) {
      await repo.markUnpaid(tx, row.id, order.id, 'expired', fctx.now);
      const [bundle] = await repo.loadBundles(tx, [row.id]);
      if (bundle) {
        const { lang, texts } = await readerOfRecord(tx, bundle.order, bundle, repo.readerTexts);
        await queueMail(tx, orderRefundMail(fctx.config, bundle, payment.providerPaymentId, lang, texts));
      }
      return { review: 'paid after its hold lapsed and the stock is gone', code: 'out_of_stock' };
    }
    await repo.markPaid(tx, row.id, order.id, payment.providerPaymentId, fctx.now);
    await repo.updateOrder(tx, row.id, { status: 'placed' });
    const [bundle] = await repo.loadBundles(tx, [row.id]);
    if (bundle) {
      const { lang, texts } = await readerOfRecord(tx, bundle.order, bundle, repo.readerTexts);
      await queueMail(tx, orderConfirmationMail(fctx.config, bundle, lang, texts));
    }
    return { userId: row.userId };
  },

  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
    const productIds = await repo.productIdsOf(tx, order.refId);
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.products(productIds)));
  },

  promises: async (_tx, _id, paidAt) => [
    { type: 'confirmation_call', dueAt: promiseDue.confirmationCall(paidAt, 'store'), templeId: null },
    { type: 'dispatch', dueAt: promiseDue.dispatch(paidAt), templeId: null },
  ],

  async notice(db, id) {
    const [b] = await repo.loadBundles(db, [id]);
    if (!b) return undefined;
    const o = b.order;
    const { lang, texts } = await readerOfRecord(db, o, b, repo.readerTexts);
    // The products as the order lists them ("Rudraksha Mala × 2, Brass Diya").
    const title = namedLines(b, texts)
      .map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name))
      .join(', ');
    return noticeOf(o, lang, title, confirmationPath(b, o.userId === null));
  },

  owner: repo.findOwner,
  cards: async (db, ids, promises, lang) => {
    const bundles = await repo.loadBundles(db, ids);
    const texts = await repo.readerTexts(db, bundles, lang);
    return bundles.map((b) => toProductOrderCard(b, promises.get(b.order.id) ?? [], texts));
  },
  belongsTo: repo.idsBelongingTo,
};
