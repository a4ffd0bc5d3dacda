import { queueMail } from '../../lib/mail/mailer';
import { invalidateCatalogCache } from '../catalog/catalog.service';
import type { PayableContract } from '../payments/payable';
import { bookingConfirmationMail } from './bookings.mail';
import { toBookingCard } from './bookings.mappers';
import * as repo from './bookings.repository';

/**
 * Puja bookings in the payment contract (decision 007). Paid: booking completed, joinedNo + 1,
 * one confirmation e-mail. An order that is no longer the booking's (its total changed after the
 * order was made) or a booking paid already is sent for review instead.
 */
export const pujaBookingPayable: PayableContract & { kind: 'puja_booking' } = {
  kind: 'puja_booking',
  receiptPrefix: 'pb',
  account: 'puja',

  async fulfil(tx, order, payment, fctx) {
    const locked = await repo.lockPayable(tx, order);
    if ('review' in locked) return locked;
    const booking = locked.row;
    await repo.markPaid(tx, booking.id, order.id, payment.providerPaymentId, fctx.now);
    await repo.incrementJoined(tx, booking.pujaId);
    const [bundle] = await repo.loadBundles(tx, [booking.id]);
    if (bundle) await queueMail(tx, bookingConfirmationMail(fctx.config, bundle));
    fctx.afterCommit(invalidateCatalogCache);
    return { userId: booking.userId };
  },

  async release(tx, order, status, fctx) {
    await repo.markUnpaid(tx, order.refId, order.id, status, fctx.now);
  },

  owner: repo.findOwner,
  cards: async (db, ids) => (await repo.loadBundles(db, ids)).map(toBookingCard),
  belongsTo: repo.idsBelongingTo,
};
