import { promiseDue } from '@sankalp/shared/promises';
import type { Db } from '../../db/client';
import { queueMail } from '../../lib/mail/mailer';
import { noticeOf, type PayableContract } from '../payments/payable';
import { languageOfRecord } from '../payments/payable-language';
import {
  consultationConfirmationMail,
  consultationPath,
  consultationRefundMail,
  summaryOf,
} from './consultations.mail';
import { toPanditBookingCard } from './consultations.mappers';
import * as repo from './consultations.repository';

/**
 * The booking's time for a booking being paid, with the pandit row locked: free when no OTHER
 * held (live) or paid booking overlaps it. Its own live hold always finds it; a lapsed hold takes
 * the time back if nobody booked it meanwhile.
 */
async function takeTime(tx: Db, booking: repo.PanditBookingRow, now: Date): Promise<boolean> {
  await repo.lockPandit(tx, booking.panditId);
  const others = await repo.occupyingBetween(tx, booking.panditId, booking.startsAt, booking.endsAt, now, booking.id);
  return others.length === 0;
}

/**
 * Consultations in the payment contract (decision 007). Paid: booking confirmed, one confirmation
 * e-mail with the calendar invitation. Paid after its hold lapsed with the time taken meanwhile:
 * the money is flagged for review (code slot_taken) and the devotee is e-mailed that a full refund
 * follows. A failed or expired payment releases the held time. Its one promise (issue 10): the
 * consultation takes place (completed or no-show) by the end of its slot, in its pandit's scope.
 */
export const panditBookingPayable: PayableContract & { kind: 'pandit_booking' } = {
  kind: 'pandit_booking',
  receiptPrefix: 'pb',
  account: 'panditBooking',

  async fulfil(tx, order, payment, fctx) {
    const locked = await repo.lockPayable(tx, order);
    if ('review' in locked) return locked;
    const booking = locked.row;
    if (!(await takeTime(tx, booking, fctx.now))) {
      await repo.markUnpaid(tx, booking.id, order.id, 'expired', fctx.now);
      const [bundle] = await repo.loadBundles(tx, [booking.id]);
      if (bundle)
        await queueMail(
          tx,
          consultationRefundMail(
            fctx.config,
            bundle,
            payment.providerPaymentId,
            await languageOfRecord(tx, bundle.booking),
          ),
        );
      return { review: 'paid after its hold lapsed and the time was booked by another', code: 'slot_taken' };
    }
    await repo.markPaid(tx, booking.id, order.id, payment.providerPaymentId, fctx.now);
    const [bundle] = await repo.loadBundles(tx, [booking.id]);
    if (bundle)
      await queueMail(tx, consultationConfirmationMail(fctx.config, bundle, await languageOfRecord(tx, bundle.booking)));
    return { userId: booking.userId };
  },

  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
  },

  async promises(tx, id) {
    const [b] = await repo.loadBundles(tx, [id]);
    if (!b) return [];
    return [{ type: 'consultation', dueAt: promiseDue.consultation(b.booking.endsAt), panditId: b.booking.panditId }];
  },

  async notice(db, id) {
    const [b] = await repo.loadBundles(db, [id]);
    if (!b) return undefined;
    const k = b.booking;
    const lang = await languageOfRecord(db, k);
    return noticeOf(k, lang, summaryOf(b, lang), consultationPath(k.id, k.userId === null ? k.accessKey : null));
  },

  eventTime: async (db, id) => (await repo.loadBundles(db, [id]))[0]?.booking.startsAt ?? null,

  owner: repo.findOwner,
  cards: async (db, ids, promises, lang) =>
    (await repo.loadBundles(db, ids)).map((b) => toPanditBookingCard(b, promises.get(b.booking.id) ?? [], lang)),
  belongsTo: repo.idsBelongingTo,
};
