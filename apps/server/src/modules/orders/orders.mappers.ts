import type { PromiseView } from '@sankalp/shared/promises';
import type { ProductOrderCard, ProductOrderView } from '@sankalp/shared/api/product-orders';
import { toRupees } from '@sankalp/shared/money';
import { cardOf, linePrice, payableBase } from '../payments/payable-view';
import { copiedText } from '../catalog/copied-text';
import type { Language } from '../../lib/request-language';
import type { ProductOrderBundle, ReaderTexts } from './orders.repository';

/** What the confirmation page (and the order's e-mail) promises, in each reader's language (spec part 3 §§ 2, 9). */
export const NEXT_STEPS_IN = {
  en: {
    confirmation_call: 'Our team will call you to confirm your order within 2-4 hours.',
    dispatch: 'Your order will be dispatched within 2-3 business days.',
    tracking: 'You will receive tracking updates by SMS or e-mail.',
  },
  hi: {
    confirmation_call: 'ऑर्डर की पुष्टि के लिए हमारी टीम आपको 2-4 घंटे के भीतर कॉल करेगी।',
    dispatch: 'आपका ऑर्डर 2-3 कार्यदिवसों के भीतर भेज दिया जाएगा।',
    tracking: 'ट्रैकिंग की जानकारी आपको SMS या ईमेल से मिलती रहेगी।',
  },
} as const satisfies Record<Language, Record<string, string>>;
export const NEXT_STEPS = NEXT_STEPS_IN.en;

/**
 * An order's lines with the product names as a reader with `texts` sees them (issue 13): the
 * catalog's Hindi where it has them, the order's English copy otherwise. Its page, its e-mails
 * and its notifications all name the products from here.
 */
export const namedLines = (b: ProductOrderBundle, texts?: ReaderTexts) =>
  b.lines.map((l) => ({
    ...l,
    name: copiedText('product', texts?.products.get(l.productId), 'name', l.name, texts?.lang),
  }));

/** An order with everything the confirmation page shows (amounts in rupees, dates ISO), named for the reader (namedLines). */
export function toProductOrderView(
  b: ProductOrderBundle,
  promises: PromiseView[],
  texts?: ReaderTexts,
): ProductOrderView {
  const { order } = b;
  return {
    ...payableBase(order, b),
    kind: 'product_order',
    status: order.status,
    customer: { full_name: order.donorName, phone_number: order.donorPhone, email_address: order.donorEmail },
    address_for_delivery: {
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      city: order.city,
      pincode: order.pincode,
      state: order.state,
      country: order.country,
    },
    lines: namedLines(b, texts).map((l) => ({
      product: {
        _id: l.productId,
        name: l.name,
        slug: l.slug,
        category: l.category,
        primaryImage: l.image,
      },
      size: l.size,
      color: l.color,
      base_price: toRupees(l.basePricePaise),
      size_extra: toRupees(l.sizeExtraPaise),
      color_extra: toRupees(l.colorExtraPaise),
      ...linePrice(l),
    })),
    // Only a pending order holds stock (it may have lapsed already: the time says when it returned).
    hold_expires_at: order.paymentStatus === 'pending' ? order.holdExpiresAt.toISOString() : null,
    next_steps: NEXT_STEPS_IN[texts?.lang ?? 'en'],
    promises,
  };
}

/** The account page's card (GET /userstuff/{id}): lines, amount, statuses. */
export const toProductOrderCard = (
  b: ProductOrderBundle,
  promises: PromiseView[],
  texts?: ReaderTexts,
): ProductOrderCard =>
  cardOf(toProductOrderView(b, promises, texts), [
    '_id',
    'id',
    'kind',
    'reference',
    'status',
    'lines',
    'amount_total',
    'currency',
    'payment_status',
    'needs_review',
    'refunded_amount',
    'createdAt',
    'promises',
  ]);
