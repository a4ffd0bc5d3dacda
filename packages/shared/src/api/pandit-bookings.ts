/**
 * Consultations with astrologers and vastu pandits (spec part 3 §§ 2-4, 7):
 * GET /pandits/{id}/availability, POST /pandit-bookings, POST /pandit-bookings/verifypayment,
 * GET /pandit-bookings/{id}?key=.
 */
import type { PanditService } from '../schemas/panditBooking';
import type { CheckoutInfo, PayableBase } from './payments';
import type { PromiseView } from '../promises';

/** One free interval (ISO timestamps with +05:30). */
export type TimeInterval = { from: string; to: string };

/** data of GET /pandits/{id}/availability?date=YYYY-MM-DD */
export type PanditAvailability = { date: string; timezone: 'Asia/Kolkata'; free: TimeInterval[] };

export type PanditBookingView = PayableBase & {
  kind: 'pandit_booking';
  pandit: { _id: string; name: string; img: string; location: string };
  serviceType: PanditService;
  preferredTime: TimeInterval;
  customer: { name: string; email: string; phone: string };
  specialRequests: string | null;
  /** Spec's status of the consultation: pending until paid, then confirmed. */
  status: 'pending' | 'confirmed' | 'cancelled';
  /** The payment order as the history reads it (payment_ref_id.amount, rupees). */
  payment_ref_id: { amount: number };
  /** While unpaid: when the held time returns to the pandit (ISO), else null. */
  hold_expires_at: string | null;
  /** What was promised after the payment, each with its due date and when it was kept (issue 10). */
  promises: PromiseView[];
};

/** data of POST /pandit-bookings (order.amount is paise). */
export type PanditBookingCreated = CheckoutInfo & { booking: PanditBookingView; accessKey: string };

/** The account page's card (GET /userstuff/{id}, PanditBookingIds). */
export type PanditBookingCard = Pick<
  PanditBookingView,
  | '_id'
  | 'id'
  | 'kind'
  | 'reference'
  | 'pandit'
  | 'serviceType'
  | 'preferredTime'
  | 'customer'
  | 'specialRequests'
  | 'status'
  | 'payment_ref_id'
  | 'amount_total'
  | 'currency'
  | 'payment_status'
  | 'needs_review'
  | 'refunded_amount'
  | 'createdAt'
  | 'promises'
>;
