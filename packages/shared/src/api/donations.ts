/**
 * Donations (spec part 2 §§ 2-5, 7; part 3 policy: 80G above ₹500, e-mailed within 7 days):
 * POST /donationsbooking/create, POST /donationsbooking/verify-payment, GET /donationsbooking/{id}?key=,
 * GET /donationsbooking/{id}/receipt.pdf?key=.
 */
import type { PayableBase } from './payments';
import type { PromiseView } from '../promises';

export type DonationSevaLine = { seva_id: string; title: string; price: number; quantity: number; subtotal: number };

export type DonationReceiptInfo = {
  /** The gap-free receipt number of the financial year (e.g. SNK/2026-27/000042) once paid, else null. */
  number: string | null;
  /** True when this receipt carries the section 80G statement. */
  eligible80G: boolean;
  /** Why no 80G applies (amount, no PAN, campaign not eligible), or null. */
  reason: string | null;
  /** Path of the PDF (with the access key when one was given), null until paid. */
  url: string | null;
};

export type DonationView = PayableBase & {
  kind: 'donation';
  campaign: { _id: string; title: string; slug: string; img: string; eligible80G: boolean };
  sevas: DonationSevaLine[];
  sevas_total: number;
  custom_donation: number;
  donor: { name: string; email: string; phone: string; address: string; gotra: string; pan_number: string | null };
  receipt: DonationReceiptInfo;
  /** What was promised after the payment, each with its due date and when it was kept (issue 10). */
  promises: PromiseView[];
};

/** data of POST /donationsbooking/create: `payment.amount` and `order.amount` are paise. */
export type DonationCreated = {
  donation: DonationView;
  payment: { razorpayOrderId: string; amount: number };
  order: { id: string; amount: number; currency: string };
  amount: number;
  currency: string;
  keyId: string;
  accessKey: string;
};

/** The account page's card (GET /userstuff/{id}, donationBookingIds). */
export type DonationCard = Pick<
  DonationView,
  '_id' | 'id' | 'kind' | 'reference' | 'campaign' | 'amount_total' | 'currency' | 'payment_status' | 'needs_review' | 'refunded_amount' | 'receipt' | 'createdAt' | 'promises'
>;
