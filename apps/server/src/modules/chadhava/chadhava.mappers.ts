import type { PromiseView } from '@sankalp/shared/promises';
import type { ChadhavaBookingCard, ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import { toRupees } from '@sankalp/shared/money';
import { cardOf, linePrice, payableBase } from '../payments/payable-view';
import { copiedText } from '../catalog/copied-text';
import type { ChadhavaBundle, ReaderTexts } from './chadhava.repository';

/**
 * The catalog names a chadhava booking carries (event, temple, offerings), as a reader with
 * `texts` sees them (issue 13): the catalog's Hindi where it has them, the English otherwise. Its
 * page, its e-mails and its notifications all name it from here.
 */
export function chadhavaNames(b: ChadhavaBundle, texts?: ReaderTexts) {
  const { event, temple } = b;
  const lang = texts?.lang;
  return {
    event: copiedText('event', event, 'name', event.name, lang),
    temple: copiedText('temple', temple, 'name', temple.name, lang),
    location: copiedText('temple', temple, 'location', temple.location, lang),
    /** The booking's offering lines, each named for the reader. */
    lines: b.lines.map((l) => ({
      ...l,
      name: copiedText('named', texts?.offerings.get(l.offeringId), 'name', l.name, lang),
    })),
  };
}

/** A booking with everything the success page shows (amounts in rupees, dates ISO), named for the reader (chadhavaNames). */
export function toChadhavaBookingView(
  b: ChadhavaBundle,
  promises: PromiseView[],
  texts?: ReaderTexts,
): ChadhavaBookingView {
  const { booking, event, temple } = b;
  const names = chadhavaNames(b, texts);
  return {
    ...payableBase(booking, b),
    kind: 'chadhava_booking',
    event: {
      _id: event.id,
      name: names.event,
      slug: event.slug,
      date: event.date.toISOString(),
      image: event.images[0] ?? '',
      temple: {
        _id: temple.id,
        name: names.temple,
        location: names.location,
        image: temple.image,
      },
    },
    donorDetails: {
      fullName: booking.donorName,
      email: booking.donorEmail,
      phone: booking.donorPhone,
      gotra: booking.donorGotra,
    },
    offerings: names.lines.map((l) => ({
      offering: l.offeringId,
      name: l.name,
      type: l.type,
      ...linePrice(l),
    })),
    base_price: toRupees(booking.basePricePaise),
    // Only a pending booking holds a slot (it may have lapsed already: the time says when it returned).
    hold_expires_at: booking.paymentStatus === 'pending' ? booking.holdExpiresAt.toISOString() : null,
    promises,
  };
}

/** The account page's card (GET /userstuff/{id}): event, temple, offerings, amount, status. */
export const toChadhavaBookingCard = (
  b: ChadhavaBundle,
  promises: PromiseView[],
  texts?: ReaderTexts,
): ChadhavaBookingCard =>
  cardOf(toChadhavaBookingView(b, promises, texts), [
    '_id',
    'id',
    'kind',
    'reference',
    'needs_review',
    'refunded_amount',
    'event',
    'offerings',
    'amount_total',
    'currency',
    'payment_status',
    'createdAt',
    'promises',
  ]);
