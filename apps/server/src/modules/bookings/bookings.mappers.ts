import type { PromiseView } from '@sankalp/shared/promises';
import type { PujaBookingCard, PujaBookingView } from '@sankalp/shared/api/bookings';
import { toRupees } from '@sankalp/shared/money';
import { cardOf, linePrice, payableBase } from '../payments/payable-view';
import { copiedText } from '../catalog/copied-text';
import type { BookingBundle, ReaderTexts } from './bookings.repository';

/**
 * A booking with everything the confirmation page shows (amounts in rupees, dates ISO). Title,
 * package title, dates and prices are the booking's own copies: a later catalog edit never
 * changes what a booking recorded. A Hindi reader (`texts`, issue 13) sees those names from the
 * catalog's Hindi where it has them, the booking's English copy otherwise.
 */
export function toBookingView(b: BookingBundle, promises: PromiseView[], texts?: ReaderTexts): PujaBookingView {
  const { booking, puja, temple, pkg, sankalp } = b;
  const lang = texts?.lang;
  const items = b.items.map((i) => ({
    item_id: i.itemId,
    title: copiedText('titled', texts?.items.get(i.itemId), 'title', i.title, lang),
    ...linePrice(i),
  }));
  return {
    ...payableBase(booking, b),
    kind: 'puja_booking',
    puja_ref_id: booking.pujaId,
    ways_to_participate_ref_id: booking.packageId,
    sankalp_ref_id: booking.sankalpId,
    puja: {
      _id: puja.id,
      title: copiedText('puja', puja, 'title', booking.pujaTitle, lang),
      slug: puja.slug,
      image: puja.image,
      temple: {
        _id: temple.id,
        name: copiedText('temple', temple, 'name', temple.name, lang),
        location: copiedText('temple', temple, 'location', temple.location, lang),
        image: temple.image,
      },
      startTime: booking.pujaStartTime.toISOString(),
      endTime: booking.pujaEndTime.toISOString(),
    },
    package: {
      _id: pkg.id,
      thumbnailTitle: copiedText('package', pkg, 'thumbnailTitle', booking.packageTitle, lang),
      price: toRupees(booking.packagePricePaise),
      numberOfPeople: pkg.numberOfPeople,
    },
    puja_date: booking.pujaStartTime.toISOString(),
    package_price: toRupees(booking.packagePricePaise),
    chadhava_included: booking.chadhavaIncluded,
    puja_chadhava_items: items,
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
