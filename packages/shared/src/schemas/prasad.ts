import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_COMMENT_MIN, RATING_MAX, RATING_MIN } from '../constants';
import { noControlCharacters } from './fields';
import { deliveryAddressSchema, productCustomerSchema, productOrderVerifySchema } from './productOrder';

// The prasad page (spec part 3 §§ 2 "Prasad page", 3, 5 "Prasad", 9): ordering an offering, the
// feedback form and the tracking lookup. The web form and the server share these schemas.

/** An offering's availability words (the spec's two, and a third that stops orders). */
export const PRASAD_AVAILABILITY = ['In Stock', 'Limited Stock', 'Out of Stock'] as const;
export type PrasadAvailability = (typeof PRASAD_AVAILABILITY)[number];

/** Most boxes of one offering in one order. */
export const PRASAD_QUANTITY_MAX = 10;
export const PRASAD_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${PRASAD_QUANTITY_MAX}`;
export const PRASAD_OFFERING_MESSAGE = 'Please select a prasad offering';
export const PRASAD_ADDRESS_MESSAGE = 'Please select or enter a delivery address';

export const FEEDBACK_RATING_MESSAGE = 'Please select a rating';
export const FEEDBACK_COMMENT_SHORT = `Comment must be at least ${FEEDBACK_COMMENT_MIN} characters`;
export const FEEDBACK_COMMENT_LONG = `Comment must not exceed ${FEEDBACK_COMMENT_MAX} characters`;

/**
 * POST /prasad/orders: one offering and its quantity, the customer, and the delivery address typed
 * (the account address rules) or, signed in, `addressId` (a saved address). The amount is the
 * server's: offering price × quantity.
 */
export const prasadOrderSchema = z
  .object({
    offering: z.uuid({ error: PRASAD_OFFERING_MESSAGE }),
    quantity: z
      .number({ error: PRASAD_QUANTITY_MESSAGE })
      .int(PRASAD_QUANTITY_MESSAGE)
      .min(1, PRASAD_QUANTITY_MESSAGE)
      .max(PRASAD_QUANTITY_MAX, PRASAD_QUANTITY_MESSAGE),
    customer: productCustomerSchema,
    address_for_delivery: deliveryAddressSchema.optional(),
    addressId: z.uuid({ error: 'Address not found' }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.address_for_delivery === undefined) === (v.addressId === undefined))
      ctx.addIssue({ code: 'custom', message: PRASAD_ADDRESS_MESSAGE, path: ['address_for_delivery'] });
  });
export type PrasadOrderInput = z.input<typeof prasadOrderSchema>;
export type PrasadOrderRequest = z.output<typeof prasadOrderSchema>;

/** POST /prasad/orders/verify-payment: Checkout's three fields and the order's id (`bookingId`). */
export const prasadVerifySchema = productOrderVerifySchema;

/** The rating as the form holds it ('1' … '5') or as a number; anything else asks for one. */
const ratingField = z
  .union([z.number(), z.string()], { error: FEEDBACK_RATING_MESSAGE })
  .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v))
  .pipe(
    z
      .number({ error: FEEDBACK_RATING_MESSAGE })
      .int(FEEDBACK_RATING_MESSAGE)
      .min(RATING_MIN, FEEDBACK_RATING_MESSAGE)
      .max(RATING_MAX, FEEDBACK_RATING_MESSAGE),
  );

/** POST /prasad/orders/{id}/feedback and the feedback form. */
export const prasadFeedbackSchema = z.object({
  rating: ratingField,
  comment: z
    .string({ error: FEEDBACK_COMMENT_SHORT })
    .trim()
    .min(FEEDBACK_COMMENT_MIN, FEEDBACK_COMMENT_SHORT)
    .max(FEEDBACK_COMMENT_MAX, FEEDBACK_COMMENT_LONG)
    .refine(noControlCharacters, 'Remove control characters'),
});
export type PrasadFeedbackInput = z.input<typeof prasadFeedbackSchema>;
export type PrasadFeedback = z.output<typeof prasadFeedbackSchema>;

/** The shape of a tracking id: TRK- and ten letters or digits (as generated). */
export const TRACKING_ID_PATTERN = /^TRK-[0-9A-Z]{10}$/;

/**
 * A typed tracking id as the lookup matches it: blanks anywhere ignored, upper-cased. Empty means
 * there is nothing to look up (the page ignores it).
 */
export const normalizeTrackingId = (input: string): string => input.replace(/\s+/g, '').toUpperCase();
