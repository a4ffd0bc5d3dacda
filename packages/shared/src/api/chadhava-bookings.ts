/**
 * Chadhava event bookings (spec part 2 §§ 2-4, 7): POST /chadhava-bookings/,
 * POST /chadhava-bookings/verify-payment, GET /chadhava-bookings/{id}?key=.
 */
import type { TempleRef } from './catalog';
import type { CheckoutInfo, PayableBase } from './payments';
import type { PromiseView } from '../promises';

export type ChadhavaBookingLine = { offering: string; name: string; type: string; price: number; quantity: number; subtotal: number };

export type ChadhavaBookingView = PayableBase & {
  kind: 'chadhava_booking';
  event: { _id: string; name: string; slug: string; date: string; image: string; temple: TempleRef };
  donorDetails: { fullName: string; email: string; phone: string; gotra: string | null };
  offerings: ChadhavaBookingLine[];
  base_price: number;
  /** While unpaid: when the held slot returns to the event (ISO), else null. */
  hold_expires_at: string | null;
  /** What was promised after the payment, each with its due date and when it was kept (issue 10). */
  promises: PromiseView[];
};

/** data of POST /chadhava-bookings/ (order.amount is paise). */
export type ChadhavaBookingCreated = CheckoutInfo & { booking: ChadhavaBookingView; accessKey: string };

/** The account page's card (GET /userstuff/{id}, chadhavaBookingIds). */
export type ChadhavaBookingCard = Pick<
  ChadhavaBookingView,
  '_id' | 'id' | 'kind' | 'reference' | 'event' | 'offerings' | 'amount_total' | 'currency' | 'payment_status' | 'needs_review' | 'refunded_amount' | 'createdAt' | 'promises'
>;
