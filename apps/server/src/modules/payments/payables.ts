/**
 * The one table of payable kinds (decision 007): the compiler checks that every kind of
 * PAYABLE_KINDS has its contract, so a missing kind fails the build instead of a paid
 * transaction, and the reconciler and webhooks work without any route being mounted.
 */
import { pujaBookingPayable } from '../bookings/bookings.payable';
import { chadhavaBookingPayable } from '../chadhava/chadhava.payable';
import { panditBookingPayable } from '../consultations/consultations.payable';
import { donationPayable } from '../donations/donations.payable';
import { productOrderPayable } from '../orders/orders.payable';
import { prasadOrderPayable } from '../prasad/prasad.payable';
import type { PayableContract, PayableKind } from './payable';

export const PAYABLES: { readonly [K in PayableKind]: PayableContract & { readonly kind: K } } = {
  puja_booking: pujaBookingPayable,
  chadhava_booking: chadhavaBookingPayable,
  donation: donationPayable,
  pandit_booking: panditBookingPayable,
  product_order: productOrderPayable,
  prasad_order: prasadOrderPayable,
};
