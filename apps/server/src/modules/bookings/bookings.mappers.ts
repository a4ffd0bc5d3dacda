import type { PromiseView } from '@sankalp/shared/promises';
import type { PujaBookingCard, PujaBookingView } from '@sankalp/shared/api/bookings';
import { toRupees } from '@sankalp/shared/money';
import { cardOf, linePrice, payableBase } from '../payments/payable-view';
import { copiedText } from '../catalog/copied-text';
import type { BookingBundle, ReaderTexts } from './bookings.repository';

/**
 * The catalog names a booking copied (puja, temple, package, chadhava items), as a reader with
 * `texts` sees them (issue 13): the catalog's Hindi where it has them, the booking's English copy
 * otherwise. Its page, its e-mail and its notifications all name it from here.
 */
export function bookingNames(b: BookingBundle, texts?: ReaderTexts) {
  const { booking, puja, temple, pkg } = b;
  const lang = texts?.lang;
  return {
    puja: copiedText('puja', puja, 'title', booking.pujaTitle, lang),
    temple: copiedText('temple', temple, 'name', temple.name, lang),
    location: copiedText('temple', temple, 'location', temple.location, lang),
    package: copiedText('package', pkg, 'thumbnailTitle', booking.packageTitle, lang),
    /** The booking's item lines, each titled for the reader. */
    items: b.items.map((i) => ({
      ...i,
      title: copiedText('titled', texts?.items.get(i.itemId), 'title', i.title, lang),
    })),
  };
}

/**
 * A booking with everything the confirmation page shows (amounts in rupees, dates ISO). Title,
 * package title, dates and prices are the booking's own copies: a later catalog edit never
 * changes what a booking recorded; their names are in the reader's language (bookingNames).
 */
export function toBookingView(b: BookingBundle, promises: PromiseView[], texts?: ReaderTexts): PujaBookingView {
  const { booking, puja, temple, pkg, sankalp } = b;
  const names = bookingNames(b, texts);
  return {
    ...payableBase(booking, b),
    kind: 'puja_booking',
    puja_ref_id: booking.pujaId,
    ways_to_participate_ref_id: booking.packageId,
    sankalp_ref_id: booking.sankalpId,
    puja: {
      _id: puja.id,
      title: names.puja,
      slug: puja.slug,
      image: puja.image,
      temple: {
        _id: temple.id,
        name: names.temple,
        location: names.location,
        image: temple.image,
      },
      startTime: booking.pujaStartTime.toISOString(),
      endTime: booking.pujaEndTime.toISOString(),
    },
    package: {
      _id: pkg.id,
      thumbnailTitle: names.package,
      price: toRupees(booking.packagePricePaise),
      numberOfPeople: pkg.numberOfPeople,
    },
    puja_date: booking.pujaStartTime.toISOString(),
    package_price: toRupees(booking.packagePricePaise),
    chadhava_included: booking.chadhavaIncluded,
    puja_chadhava_items: names.items.map((i) => ({ item_id: i.itemId, title: i.title, ...linePrice(i) })),
    chadhava_total: toRupees(booking.chadhavaTotalPaise),
    pandit_dakshina_amount: toRupees(booking.dakshinaPaise),
    message_for_pandit: booking.messageForPandit,
    donor_details: { full_name: booking.donorName, email: booking.donorEmail, phone: booking.donorPhone },
    sankalp: {
      _id: sankalp.id,
      full_name: sankalp.fullName,
      gotra: sankalp.gotra,
      phone_number: sankalp.phoneNumber,
      email_address: sankalp.email,
      family_members_names: sankalp.familyMembers,
      wants_prasad: sankalp.wantsPrasad,
      address_for_prasad_delivery: sankalp.prasadAddress ?? null,
      special_prayers_or_sankalp: sankalp.specialPrayers ?? null,
    },
    promises,
  };
}

/** The account page's booking card (part 1 § 2): puja title, temple, createdAt, amount, status, chadhava items. */
export const toBookingCard = (b: BookingBundle, promises: PromiseView[], texts?: ReaderTexts): PujaBookingCard =>
  cardOf(toBookingView(b, promises, texts), [
    '_id',
    'id',
    'kind',
    'reference',
    'needs_review',
    'refunded_amount',
    'puja',
    'package',
    'puja_date',
    'amount_total',
    'currency',
    'payment_status',
    'puja_chadhava_items',
    'createdAt',
    'promises',
  ]);
