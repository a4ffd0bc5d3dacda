/**
 * The prasad page (spec part 3 §§ 2-4, 7-9; issue 10): GET /prasad/offerings, POST /prasad/orders,
 * POST /prasad/orders/verify-payment, GET /prasad/orders, GET /prasad/orders/{id}?key=,
 * GET /prasad/track/{trackingId}, POST /prasad/orders/{id}/feedback.
 */
import type { PrasadAvailability } from '../schemas/prasad';
import type { PromiseView } from '../promises';
import type { PayableBase } from './payments';
import type { ProductOrderAddress } from './product-orders';

/** One offering of GET /prasad/offerings (rupees). Rating and reviews come from the orders' feedback. */
export type PrasadOfferingView = {
  _id: string;
  id: string;
  /** The temple's name, as the spec's card shows it. */
  temple: string;
  templeId: string;
  title: string;
  items: string[];
  description: string;
  price: number;
  image: string;
  availability: PrasadAvailability;
  /** Mean of the ratings, one decimal; 0 with no reviews. */
  rating: number;
  reviews: number;
};

/**
 * An order's status, derived from its promises (never stored): Processing until shipped, Shipped
 * until delivered, Delivered; Cancelled once its payment was refunded in full. Null while unpaid.
 */
export type PrasadOrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

/** The tracking badge's words (the spec's: delivered, in transit, out for delivery, processing). */
export type TrackingStatus = 'Processing' | 'In Transit' | 'Out for Delivery' | 'Delivered' | 'Cancelled';
/** The badge colour of each tracking status (spec part 3 § 4; anything else grey). */
export type TrackingColor = 'green' | 'blue' | 'orange' | 'yellow' | 'grey';

export const TRACKING_STEPS = [
  'Order Placed',
  'Puja Completed',
  'Prasad Blessed & Packed',
  'In Transit',
  'Out for Delivery',
  'Delivered',
] as const;
export type TrackingStepName = (typeof TRACKING_STEPS)[number];

export type TrackingStep = {
  status: TrackingStepName;
  completed: boolean;
  /** When it happened (ISO), null while pending or when not recorded. */
  time: string | null;
};

export type PrasadOrderView = PayableBase & {
  kind: 'prasad_order';
  /** The order's human id, ORD-… */
  orderId: string;
  /** The public tracking id, TRK-… */
  trackingId: string;
  offering: { _id: string; title: string; image: string };
  temple: string;
  items: string[];
  image: string;
  quantity: number;
  /** Unit price (rupees). */
  price: number;
  status: PrasadOrderStatus | null;
  trackingStatus: TrackingStatus | null;
  /** When it was ordered (ISO), as the spec's `date`. */
  date: string;
  estimatedDelivery: string;
  hasFeedback: boolean;
  feedback: { rating: number; comment: string; createdAt: string } | null;
  courier: string | null;
  trackingNumber: string | null;
  customer: { full_name: string; phone_number: string; email_address: string };
  address_for_delivery: ProductOrderAddress;
  promises: PromiseView[];
};

/** data of POST /prasad/orders (razorpayOrder.amount is paise). */
export type PrasadOrderCreated = {
  order: PrasadOrderView;
  razorpayOrder: { id: string; amount: number; currency: string };
  amount: number;
  currency: string;
  keyId: string;
  accessKey: string;
};

/** data of GET /prasad/orders: the signed-in devotee's paid orders, newest first. */
export type PrasadOrderList = { current: PrasadOrderView[]; previous: PrasadOrderView[] };

/**
 * data of GET /prasad/track/{trackingId}: public, so nothing personal (no name, address, phone,
 * e-mail, amounts or payment ids).
 */
export type PrasadTracking = {
  trackingId: string;
  orderId: string;
  temple: string;
  items: string[];
  status: TrackingStatus;
  color: TrackingColor;
  estimatedDelivery: string;
  /** Where the parcel is, as far as we know: the last step, with the courier once shipped. */
  currentLocation: { step: TrackingStepName; courier: string | null; trackingNumber: string | null };
  timeline: TrackingStep[];
};

/** The account page's card (GET /userstuff/{id}, prasadOrderIds). */
export type PrasadOrderCard = Pick<
  PrasadOrderView,
  | '_id'
  | 'id'
  | 'kind'
  | 'reference'
  | 'orderId'
  | 'trackingId'
  | 'temple'
  | 'items'
  | 'image'
  | 'quantity'
  | 'status'
  | 'estimatedDelivery'
  | 'amount_total'
  | 'currency'
  | 'payment_status'
  | 'needs_review'
  | 'refunded_amount'
  | 'createdAt'
  | 'promises'
>;
