/**
 * Store orders (spec part 3 §§ 2-4, 7): POST /product-orders/create,
 * POST /product-orders/verify-payment, GET /product-orders/{id}?key=.
 */
import type { PayableBase } from './payments';
import type { PromiseView } from '../promises';

/** Fulfilment of a paid order: placed on payment, then moved on by the console. */
export type ProductOrderStatus = 'placed' | 'packed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

/** One line, prices in rupees (unit price = base + size extra + colour extra). */
export type ProductOrderLine = {
  product: { _id: string; name: string; slug: string; category: string; primaryImage: string };
  size: string;
  color: string;
  base_price: number;
  size_extra: number;
  color_extra: number;
  price: number;
  quantity: number;
  subtotal: number;
};

export type ProductOrderAddress = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: number;
  state: string;
  country: string;
};

export type ProductOrderView = PayableBase & {
  kind: 'product_order';
  /** Null until paid; placed on payment. */
  status: ProductOrderStatus | null;
  customer: { full_name: string; phone_number: string; email_address: string };
  address_for_delivery: ProductOrderAddress;
  lines: ProductOrderLine[];
  /** While unpaid: when the held quantities return to stock (ISO), else null. */
  hold_expires_at: string | null;
  /** What the confirmation page promises (spec part 3 § 9). */
  next_steps: { confirmation_call: string; dispatch: string; tracking: string };
  /** What was promised after the payment, each with its due date and when it was kept (issue 10). */
  promises: PromiseView[];
};

/** data of POST /product-orders/create (razorpayOrder.amount is paise). */
export type ProductOrderCreated = {
  order: ProductOrderView;
  razorpayOrder: { id: string; amount: number; currency: string };
  amount: number;
  currency: string;
  keyId: string;
  accessKey: string;
};

/** The account page's card (GET /userstuff/{id}, productOrderIds). */
export type ProductOrderCard = Pick<
  ProductOrderView,
  | '_id'
  | 'id'
  | 'kind'
  | 'reference'
  | 'status'
  | 'lines'
  | 'amount_total'
  | 'currency'
  | 'payment_status'
  | 'needs_review'
  | 'refunded_amount'
  | 'createdAt'
  | 'promises'
>;
