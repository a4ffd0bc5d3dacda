import { promiseDue } from '@sankalp/shared/promises';
import { queueMail } from '../../lib/mail/mailer';
import type { PromiseDraft } from '../fulfilment/promises.service';
import { bookedTags, invalidateCatalogCache } from '../catalog/catalog.service';
import { doneAt, noticeOf, type PayableContract } from '../payments/payable';
import { readerOfRecord } from '../payments/payable-language';
import { bookingConfirmationMail, bookingPath } from './bookings.mail';
import { bookingNames, toBookingCard } from './bookings.mappers';
import * as repo from './bookings.repository';
import type { Db } from '../../db/client';

/**
 * The bundle the fulfilment loaded, for the promises and the notice the core asks for next in the
 * same settling transaction (nothing they read changes in between): two queries instead of six.
 * Keyed by that transaction, so it is gone with it and never serves another.
 */
const fulfilled = new WeakMap<Db, repo.BookingBundle>();
async function bundleIn(tx: Db, id: string): Promise<repo.BookingBundle | undefined> {
  const known = fulfilled.get(tx);
  if (known?.booking.id === id) return known;
  return (await repo.loadBundles(tx, [id]))[0];
}

/**
 * Puja bookings in the payment contract (decision 007). Paid: booking completed, joinedNo + 1,
 * one confirmation e-mail; its promises (issue 10): a confirmation call within 2 hours, the puja
 * on its date, its video 5 days after, and the Aashirwad Box 10 days after when the sankalp asked
 * for prasad. An order that is no longer the booking's (its total changed after the
 * order was made) or a booking paid already is sent for review instead.
 */
export const pujaBookingPayable: PayableContract & { kind: 'puja_booking' } = {
  kind: 'puja_booking',
  receiptPrefix: 'pb',
  account: 'puja',

  async fulfil(tx, order, payment, fctx) {
    // Locked and marked paid in one statement (or why this order cannot pay it).
    const paid = await repo.payPayable(tx, order, payment.providerPaymentId, fctx.now);
    if ('review' in paid) return paid;
    const booking = paid.row;
    await repo.incrementJoined(tx, booking.pujaId);
    const [bundle] = await repo.loadBundles(tx, [booking.id]);
    if (bundle) {
      fulfilled.set(tx, bundle);
      const { lang, texts } = await readerOfRecord(tx, bundle.booking, bundle, repo.readerTexts);
      await queueMail(tx, bookingConfirmationMail(fctx.config, bundle, lang, texts));
    }
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.puja(booking.pujaId)));
    return { userId: booking.userId };
  },

  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
  },

  async promises(tx, id, paidAt) {
    const b = await bundleIn(tx, id);
    if (!b) return [];
    // The booking's own copy of when the puja ends (what it was booked for): a puja of one sitting
    // ends the day it starts, and a path of nine days booked on its fifth is performed with the
    // sankalp by its last day, not "late" from the moment it is paid.
    const at = b.booking.pujaEndTime;
    const templeId = b.puja.templeId;
    const drafts: PromiseDraft[] = [
      { type: 'confirmation_call', dueAt: promiseDue.confirmationCall(paidAt, 'puja'), templeId },
      { type: 'puja_performed', dueAt: promiseDue.pujaPerformed(at), templeId },
      { type: 'puja_video', dueAt: promiseDue.pujaVideo(at), templeId },
    ];
    if (b.sankalp.wantsPrasad && b.sankalp.prasadAddress)
      drafts.push({ type: 'aashirwad_box', dueAt: promiseDue.aashirwadBox(at), templeId });
    return drafts;
  },

  async notice(db, id) {
    const b = await bundleIn(db, id);
    if (!b) return undefined;
    const { lang, texts } = await readerOfRecord(db, b.booking, b, repo.readerTexts);
    const names = bookingNames(b, texts);
    return noticeOf(b.booking, lang, doneAt(lang, names.puja, names.temple), bookingPath(b, b.booking.userId === null));
  },

  // The catalog's time of the puja (a refund is judged by when it really takes place).
  eventTime: async (db, id) => (await repo.loadBundles(db, [id]))[0]?.puja.startTime ?? null,

  owner: repo.findOwner,
  cards: async (db, ids, promises, lang) => {
    const bundles = await repo.loadBundles(db, ids);
    const texts = await repo.readerTexts(db, bundles, lang);
    return bundles.map((b) => toBookingCard(b, promises.get(b.booking.id) ?? [], texts));
  },
  belongsTo: repo.idsBelongingTo,
};
