/**
 * The console's bookings list, detail, CSV export and dashboard (issue 14): GET /admin/bookings,
 * /admin/bookings.csv, /admin/bookings/{kind}/{id} and /admin/dashboard. Amounts are rupees.
 */
import type { PromiseView } from '../promises';
import type { PayableKind, PaymentStatus } from './payments';

/** The payment status the console shows: the record's own, or 'refunded' once processed refunds cover its amount. */
export type AdminPaymentStatus = PaymentStatus | 'refunded';
export const ADMIN_PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'expired', 'refunded'] as const;

/** One row of GET /admin/bookings (every payable kind in one list, newest first). */
export type AdminBookingItem = {
  kind: PayableKind;
  _id: string;
  /** Short human reference, e.g. SNK-7H3K-92. */
  reference: string;
  createdAt: string;
  /** The donor / customer as they gave themselves. */
  name: string;
  email: string;
  phone: string;
  /** What was booked: the puja, the event, the campaign, the products, the pandit and service. */
  title: string;
  /** The temple of a puja or chadhava booking; null for the other kinds. */
  temple: { id: string; name: string } | null;
  amount: number;
  payment_status: AdminPaymentStatus;
  /** Sum of processed refunds. */
  refunded_amount: number;
};

/** data of GET /admin/bookings. */
export type AdminBookingPage = { items: AdminBookingItem[]; total: number };

/**
 * A recorded field of a booking, labelled for people. `type` says how the console shows `value`:
 * money in rupees (with ₹), an instant as ISO (shown in IST), yes/no, or text as recorded.
 * null: not recorded.
 */
export type AdminBookingField =
  | { label: string; type: 'text'; value: string | null }
  | { label: string; type: 'money'; value: number | null }
  | { label: string; type: 'instant'; value: string | null }
  | { label: string; type: 'flag'; value: boolean | null };
export type AdminBookingFieldType = AdminBookingField['type'];

/** A line of a booking: chadhava item, offering, seva or product line (price per unit, rupees). */
export type AdminBookingLine = { title: string; quantity: number; price: number };

/** The booking of GET /admin/bookings/{kind}/{id}: the list row and everything it recorded. */
export type AdminBookingDetail = AdminBookingItem & {
  userId: string | null;
  paidAt: string | null;
  updatedAt: string;
  /** The provider payment id that paid it. */
  paymentId: string | null;
  details: { fields: AdminBookingField[]; lines: AdminBookingLine[] };
};

export type AdminPaymentTransaction = {
  id: string;
  providerPaymentId: string;
  /** created | authorized | captured | failed | refunded (the provider's words). */
  status: string;
  amount: number;
  /** callback | webhook | reconcile: who told us first. */
  source: string;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: string;
};

/** One payment order of the booking, oldest first, with the provider payments heard of. */
export type AdminPaymentOrder = {
  orderId: string;
  providerOrderId: string | null;
  receipt: string;
  provider: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  amount: number;
  createdAt: string;
  paidAt: string | null;
  failedAt: string | null;
  expiredAt: string | null;
  needsReview: boolean;
  /** Why it was flagged for review (null when it was not). */
  reason: string | null;
  reviewCode: string | null;
  transactions: AdminPaymentTransaction[];
};

export type AdminRefund = {
  id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  reason: string | null;
  providerRefundId: string | null;
  createdAt: string;
  processedAt: string | null;
  /** The staff member who asked for it (null: first heard of from a webhook). */
  requestedBy: { id: string; name: string } | null;
};

/** data of GET /admin/bookings/{kind}/{id}. */
export type AdminBookingDetailData = {
  booking: AdminBookingDetail;
  payments: AdminPaymentOrder[];
  /** What was promised after the payment, as the devotee sees it (issue 10). */
  promises: PromiseView[];
  refunds: AdminRefund[];
};

/** Paid bookings of one kind in a period: how many, and their amounts in rupees (before refunds). */
export type AdminKindTotals = { count: number; revenue: number };

export type AdminUpcoming = {
  /** A puja, a chadhava event, or (for pandits) a paid consultation. */
  kind: 'puja' | 'event' | 'consultation';
  id: string;
  title: string;
  temple: { id: string; name: string } | null;
  /** When it starts (ISO). */
  at: string;
  /** When it ends (ISO): a puja's or consultation's end; null for a chadhava event (a day). */
  endsAt: string | null;
  /** Already started and not yet over (e.g. a multi-day anushthan): the console says "Running · ends …". */
  running: boolean;
  /** Paid bookings of it. */
  participants: number;
};

export type AdminLowStock = { productId: string; title: string; variant: string; stock: number };

/**
 * data of GET /admin/dashboard. Days and weeks are IST (weeks start on Monday). Scoped roles see
 * only their scope: temple staff their temples' puja and chadhava bookings and events, pandits
 * their consultations. `reviewQueue` is null, and `lowStock` empty, for roles that do not handle them.
 */
export type AdminDashboard = {
  today: Record<PayableKind, AdminKindTotals>;
  week: Record<PayableKind, AdminKindTotals>;
  reviewQueue: number | null;
  upcoming: AdminUpcoming[];
  lowStock: AdminLowStock[];
  /**
   * Promises due in the last 30 days (issue 10), within the caller's reach: how many were due,
   * how many were kept by their due date, and that share (0 to 1; null when none was due).
   */
  promisesOnTime: { due: number; onTime: number; share: number | null };
};

/** The dashboard lists a product variant as low on stock at this many or fewer on the shelf. */
export const LOW_STOCK_THRESHOLD = 5;
