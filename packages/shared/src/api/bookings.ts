/**
 * Response shapes of the puja booking and payment endpoints (spec part 2 §§ 4, 7). Amounts are
 * rupees except `order.amount`, which is paise (what Checkout takes); dates are ISO-8601 strings.
 */
import type { TempleRef } from './catalog';
import type { CheckoutInfo, PayableBase } from './payments';
import type { PromiseView } from '../promises';

export type { CheckoutInfo, PaymentsConfig } from './payments';

/** payment_status in the spec's vocabulary: pending before payment, completed once paid. */
export type PujaPaymentStatus = 'pending' | 'completed' | 'failed' | 'expired' | 'refunded';

export type PujaBookingItem = { item_id: string; title: string; price: number; quantity: number; subtotal: number };

export type PrasadAddressView = {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  pincode: number;
  state: string;
  country: string;
};

export type SankalpView = {
  _id: string;
  full_name: string;
  gotra: string;
  phone_number: string;
  email_address: string;
  family_members_names: string[];
  wants_prasad: boolean;
  address_for_prasad_delivery: PrasadAddressView | null;
  special_prayers_or_sankalp: string | null;
};

/** One puja booking: the confirmation page (GET /poojabooking/{id}) and the answers of the booking calls. */
export type PujaBookingView = Omit<PayableBase, 'payment_status'> & {
  kind: 'puja_booking';
  puja_ref_id: string;
  ways_to_participate_ref_id: string;
  sankalp_ref_id: string;
  puja: {
    _id: string;
    title: string;
    slug: string;
    image: string;
    temple: TempleRef;
    startTime: string;
    endTime: string;
  };
  package: { _id: string; thumbnailTitle: string; price: number; numberOfPeople: number };
  /** The puja's date (its startTime). */
  puja_date: string;
  package_price: number;
  chadhava_included: boolean | null;
  puja_chadhava_items: PujaBookingItem[];
  chadhava_total: number;
  pandit_dakshina_amount: number;
  message_for_pandit: string | null;
  payment_status: PujaPaymentStatus;
  donor_details: { full_name: string; email: string; phone: string };
  sankalp: SankalpView;
  /** What was promised after the payment, each with its due date and when it was kept (issue 10). */
  promises: PromiseView[];
};

/** A booking card of the account page (GET /userstuff/{id}, pujaBookingIds). */
export type PujaBookingCard = Pick<
  PujaBookingView,
  | '_id'
  | 'id'
  | 'kind'
  | 'reference'
  | 'needs_review'
  | 'refunded_amount'
  | 'puja'
  | 'package'
  | 'puja_date'
  | 'amount_total'
  | 'currency'
  | 'payment_status'
  | 'puja_chadhava_items'
  | 'createdAt'
  | 'promises'
>;

/** data of POST /poojabooking/ and POST /poojabooking/chadhavabooking; `accessKey` reads the booking without a session. */
export type PujaBookingCreated = CheckoutInfo & { booking: PujaBookingView; accessKey: string };
