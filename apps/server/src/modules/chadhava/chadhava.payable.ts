import { promiseDue } from '@sankalp/shared/promises';
import { queueMail } from '../../lib/mail/mailer';
import type { Db } from '../../db/client';
import { bookedTags, invalidateCatalogCache } from '../catalog/catalog.service';
import { doneAt, noticeOf, type PayableContract } from '../payments/payable';
import { readerOfRecord } from '../payments/payable-language';
import { chadhavaConfirmationMail, chadhavaRefundMail, successPath } from './chadhava.mail';
import { chadhavaNames, toChadhavaBookingCard } from './chadhava.mappers';
import * as repo from './chadhava.repository';

/**
 * A slot for a booking being paid, with the event row locked: free when the participants plus
 * the OTHER bookings' live holds leave room. A booking whose own hold is live always finds it
 * (its hold was counted when it was made); one whose hold lapsed takes a free slot if there is one.
 */
async function takeSlot(tx: Db, booking: repo.ChadhavaBookingRow, now: Date): Promise<boolean> {
  const event = await repo.lockEvent(tx, booking.eventId);
  if (!event) return false;
  if (event.maxParticipants !== null) {
    const others = await repo.countLiveHolds(tx, event.id, now, booking.id);
    if (event.currentParticipants + others >= event.maxParticipants) return false;
  }
  return repo.addParticipant(tx, event.id);
}

/**
 * Chadhava event bookings in the payment contract (decision 007). Paid: booking completed, its
 * held slot becomes a participant (current_participants + 1, never above maxParticipants), one
 * confirmation e-mail. Paid after its hold lapsed with the event full meanwhile: the money is
 * flagged for review (code event_full) and the devotee is e-mailed that a full refund follows.
 * Its one promise (issue 10): the offering is made on the event's date (the spec promises no video
 * for chadhava, part 2).
 */
export const chadhavaBookingPayable: PayableContract & { kind: 'chadhava_booking' } = {
  kind: 'chadhava_booking',
  receiptPrefix: 'cb',
  account: 'chadhava',

  async fulfil(tx, order, payment, fctx) {
    const locked = await repo.lockPayable(tx, order);
    if ('review' in locked) return locked;
    const booking = locked.row;
    fctx.afterCommit((db) => invalidateCatalogCache(db, bookedTags.event(booking.eventId)));

    if (!(await takeSlot(tx, booking, fctx.now))) {
      await repo.markUnpaid(tx, booking.id, order.id, 'expired', fctx.now);
      const [bundle] = await repo.loadBundles(tx, [booking.id]);
      if (bundle) {
        const { lang, texts } = await readerOfRecord(tx, bundle.booking, bundle, repo.readerTexts);
        await queueMail(tx, chadhavaRefundMail(fctx.config, bundle, payment.providerPaymentId, lang, texts));
      }
      return { review: 'paid after its hold lapsed and the event is full', code: 'event_full' };
    }
    await repo.markPaid(tx, booking.id, order.id, payment.providerPaymentId, fctx.now);
    const [bundle] = await repo.loadBundles(tx, [booking.id]);
    if (bundle) {
      const { lang, texts } = await readerOfRecord(tx, bundle.booking, bundle, repo.readerTexts);
      await queueMail(tx, chadhavaConfirmationMail(fctx.config, bundle, lang, texts));
    }
    return { userId: booking.userId };
  },

  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
    // Its hold no longer takes a slot of its event.
    const booking = await repo.findBooking(tx, order.refId);
    fctx.afterCommit((db) => invalidateCatalogCache(db, booking ? bookedTags.event(booking.eventId) : undefined));
  },

  async promises(tx, id) {
    const [b] = await repo.loadBundles(tx, [id]);
    if (!b) return [];
    return [{ type: 'puja_performed', dueAt: promiseDue.pujaPerformed(b.event.date), templeId: b.event.templeId }];
  },

  async notice(db, id) {
    const [b] = await repo.loadBundles(db, [id]);
    if (!b) return undefined;
    const { lang, texts } = await readerOfRecord(db, b.booking, b, repo.readerTexts);
    const names = chadhavaNames(b, texts);
    return noticeOf(
      b.booking,
      lang,
      doneAt(lang, names.event, names.temple),
      successPath(b, b.booking.userId === null),
    );
  },

  eventTime: async (db, id) => (await repo.loadBundles(db, [id]))[0]?.event.date ?? null,

  owner: repo.findOwner,
  cards: async (db, ids, promises, lang) => {
    const bundles = await repo.loadBundles(db, ids);
    const texts = await repo.readerTexts(db, bundles, lang);
    return bundles.map((b) => toChadhavaBookingCard(b, promises.get(b.booking.id) ?? [], texts));
  },
  belongsTo: repo.idsBelongingTo,
};
