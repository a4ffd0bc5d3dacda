import type { PromiseView } from '@sankalp/shared/promises';
import type { PanditBookingCard, PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import { toRupees } from '@sankalp/shared/money';
import { cardOf, payableBase } from '../payments/payable-view';
import type { Language } from '../../lib/request-language';
import { copiedText } from '../catalog/copied-text';
import type { PanditBundle } from './consultations.repository';
import { toIstIso } from './ist-time';

/**
 * The pandit of a consultation as a reader in `lang` sees them (issue 13): the catalog's Hindi
 * name and place where it has them, the English otherwise. Its page, its e-mails and its
 * notifications all name the pandit from here.
 */
export const panditNames = (b: PanditBundle, lang?: Language) => ({
  name: copiedText('pandit', b.pandit, 'name', b.pandit.name, lang),
  location: copiedText('pandit', b.pandit, 'location', b.pandit.location, lang),
});

/** A consultation with everything the receipt page shows (amounts in rupees, times ISO +05:30), named for the reader (panditNames). */
export function toPanditBookingView(b: PanditBundle, promises: PromiseView[], lang?: Language): PanditBookingView {
  const { booking, pandit } = b;
  const names = panditNames(b, lang);
  return {
    ...payableBase(booking, b),
    kind: 'pandit_booking',
    pandit: {
      _id: pandit.id,
      name: names.name,
      img: pandit.img,
      location: names.location,
    },
    serviceType: booking.serviceType,
    preferredTime: { from: toIstIso(booking.startsAt.getTime()), to: toIstIso(booking.endsAt.getTime()) },
    customer: { name: booking.donorName, email: booking.donorEmail, phone: booking.donorPhone },
    specialRequests: booking.specialRequests,
    status:
      booking.paymentStatus === 'completed'
        ? 'confirmed'
        : booking.paymentStatus === 'pending'
          ? 'pending'
          : 'cancelled',
    payment_ref_id: { amount: toRupees(booking.amountTotalPaise) },
    hold_expires_at: booking.paymentStatus === 'pending' ? booking.holdExpiresAt.toISOString() : null,
    promises,
  };
}

/** The account page's card (GET /userstuff/{id}): the spec's history record. */
export const toPanditBookingCard = (b: PanditBundle, promises: PromiseView[], lang?: Language): PanditBookingCard =>
  cardOf(toPanditBookingView(b, promises, lang), [
    '_id',
    'id',
    'kind',
    'reference',
    'pandit',
    'serviceType',
    'preferredTime',
    'customer',
    'specialRequests',
    'status',
    'payment_ref_id',
    'amount_total',
    'currency',
    'payment_status',
    'needs_review',
    'refunded_amount',
    'createdAt',
    'promises',
  ]);
