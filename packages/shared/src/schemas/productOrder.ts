import { z } from 'zod';
import { PRODUCT_ORDER_LINES_MAX, PRODUCT_ORDER_QUANTITY_MAX } from '../constants';
import { addressSchema } from './address';
import { emailSchema, noControlCharacters as noControls, personNameSchema, phoneSchema, requiredText } from './fields';

// The store order (spec part 3 §§ 3, 5 "Product order form", 7): the web form and
// POST /product-orders/create share this schema and its messages.

export const INVALID_QUANTITY = `Quantity must be a whole number from 1 to ${PRODUCT_ORDER_QUANTITY_MAX}`;
export const INVALID_PRODUCT = 'Invalid product ID';
export const INVALID_SIZE = 'Please select a valid size';
export const INVALID_COLOR = 'Please select a valid colour';
export const NO_ADDRESS = 'Please select or enter a delivery address';
export const NO_PRODUCT = 'Please select a product';

/** Control characters: never part of a name or an address (and NUL cannot be stored at all). */

export const quantitySchema = z
  .number({ error: INVALID_QUANTITY })
  .int(INVALID_QUANTITY)
  .min(1, INVALID_QUANTITY)
  .max(PRODUCT_ORDER_QUANTITY_MAX, INVALID_QUANTITY);

/** A size or colour: its name, or `{ name, extraPrice }` as the product page hands it over (the price is the server's). */
const optionSchema = (message: string) =>
  z
    .union([z.string(), z.object({ name: z.string(), extraPrice: z.unknown().optional() })], { error: message })
    .transform((v) => (typeof v === 'string' ? v : v.name).trim())
    .pipe(z.string().min(1, message).max(100, message).refine(noControls, message));

/** The customer of the order form. */
export const productCustomerSchema = z.object({
  full_name: personNameSchema,
  phone_number: phoneSchema,
  email_address: emailSchema.refine(noControls, 'Please enter a valid email address').toLowerCase(),
});

/** The delivery address (the account address rules of part 1 § 5, as the form checks them). */
export const deliveryAddressSchema = addressSchema
  .omit({ isDefault: true })
  .refine((a) => noControls(a.addressLine1), { message: 'Please enter a valid address', path: ['addressLine1'] })
  .refine((a) => noControls(a.addressLine2), { message: 'Please enter a valid address', path: ['addressLine2'] })
  .refine((a) => noControls(a.country), { message: 'Please enter a valid country', path: ['country'] });

export const productOrderLineSchema = z.object({
  product: z.uuid({ error: INVALID_PRODUCT }),
  size: optionSchema(INVALID_SIZE),
  color: optionSchema(INVALID_COLOR),
  quantity: quantitySchema,
});
export type ProductOrderLineInput = z.output<typeof productOrderLineSchema>;

/**
 * POST /product-orders/create: one product (`product_ref_id` + `selectedOptions`, as the product
 * page hands it over) or a cart (`lines`), exactly one of the two; the delivery address inline or,
 * signed in, `addressId` (a saved address). `pricing.totalAmount` is the client's rupee total: when
 * sent, the server compares it with its own (409 total_changed). Prices are always the server's.
 */
export const productOrderSchema = z
  .object({
    product_ref_id: z.uuid({ error: INVALID_PRODUCT }).optional(),
    selectedOptions: z
      .object({ size: optionSchema(INVALID_SIZE), color: optionSchema(INVALID_COLOR), quantity: quantitySchema })
      .optional(),
    lines: z.array(productOrderLineSchema).min(1, NO_PRODUCT).max(PRODUCT_ORDER_LINES_MAX, INVALID_QUANTITY).optional(),
    pricing: z
      .object({ totalAmount: z.number({ error: 'Invalid total amount' }).min(0, 'Invalid total amount').nullish() })
      .loose()
      .optional(),
    customer: productCustomerSchema,
    address_for_delivery: deliveryAddressSchema.optional(),
    addressId: z.uuid({ error: 'Address not found' }).optional(),
  })
  .superRefine((v, ctx) => {
    const single = v.product_ref_id !== undefined || v.selectedOptions !== undefined;
    if (single === (v.lines !== undefined))
      ctx.addIssue({ code: 'custom', message: NO_PRODUCT, path: ['product_ref_id'] });
    else if (single && (v.product_ref_id === undefined || v.selectedOptions === undefined))
      ctx.addIssue({ code: 'custom', message: v.product_ref_id ? INVALID_SIZE : INVALID_PRODUCT, path: ['selectedOptions'] });
    if ((v.address_for_delivery === undefined) === (v.addressId === undefined))
      ctx.addIssue({ code: 'custom', message: NO_ADDRESS, path: ['address_for_delivery'] });
  });
export type ProductOrderInput = z.input<typeof productOrderSchema>;
export type ProductOrderRequest = z.output<typeof productOrderSchema>;

/** The lines an order asks for, repeated variants added up (each must stay within 1..10). */
export function orderLinesOf(r: ProductOrderRequest): ProductOrderLineInput[] {
  const wanted: ProductOrderLineInput[] =
    r.lines ??
    (r.product_ref_id && r.selectedOptions
      ? [{ product: r.product_ref_id, ...r.selectedOptions }]
      : []);
  const merged = new Map<string, ProductOrderLineInput>();
  for (const l of wanted) {
    const product = l.product.toLowerCase();
    const key = JSON.stringify([product, l.size, l.color]);
    const seen = merged.get(key);
    merged.set(key, { ...l, product, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  return [...merged.values()];
}

/** POST /product-orders/verify-payment: the three Checkout fields; `bookingId` optional. */
export const productOrderVerifySchema = z.object({
  razorpay_order_id: requiredText('Order ID is required').max(64),
  razorpay_payment_id: requiredText('Payment ID is required').max(64),
  razorpay_signature: requiredText('Payment signature is required').max(256),
  bookingId: z.string().max(64).nullish(),
});
