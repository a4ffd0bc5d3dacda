/** Prasad page data (spec part 3 § 3). Everything here is local sample data; no API is called. */

export type PrasadOffering = {
  id: string;
  temple: string;
  description: string;
  /** Rupees. */
  price: number;
  image: string;
  availability: 'In Stock' | 'Limited Stock';
  rating: number;
  reviews: number;
};

/** Processing, Shipped and Delivered are the known statuses; any other (e.g. Cancelled) shows red. */
export type PrasadOrderStatus = 'Processing' | 'Shipped' | 'Delivered' | (string & {});

export type PrasadOrder = {
  /** 'ORD-…' */
  id: string;
  temple: string;
  items: string[];
  quantity: number;
  status: PrasadOrderStatus;
  /** ISO timestamp of the order. */
  date: string;
  /** ISO timestamp of the estimated delivery. */
  estimatedDelivery: string;
  /** 'TRK-…' */
  trackingId: string;
  image: string;
  price: number;
  hasFeedback: boolean;
};

export type PrasadOrders = { current: PrasadOrder[]; previous: PrasadOrder[] };

export type TrackingIcon = 'placed' | 'puja' | 'packed' | 'transit' | 'out' | 'delivered';

export type TrackingStep = { status: string; time: string; completed: boolean; icon: TrackingIcon };

export type TrackingRecord = {
  orderId: string;
  temple: string;
  items: string[];
  status: string;
  estimatedDelivery: string;
  currentLocation: string;
  timeline: TrackingStep[];
};

/** Feedback as the form holds it: rating '1'…'5' (empty until chosen) and a comment. */
export type Feedback = { rating: string; comment: string };
