import { z } from 'zod';
import { SPECIAL_PRAYERS_MAX } from '../constants';
import { emailSchema, personNameSchema, phoneSchema, requiredText, wholeRupeesSchema } from './fields';
import { idSchema } from './ids';

const totalSchema = z.number({ error: 'Invalid total amount' });

/** POST /poojabooking/: saved (pending) before the payment window opens. */
export const pujaBookingSchema = z.object({
  puja_ref_id: idSchema,
  ways_to_participate_ref_id: idSchema,
  /** Null at this step; chadhava is added afterwards with the chadhava-for-puja payload. */
  chadhava_included: z.boolean().nullable().default(null),
  /** The client's figure; the server recomputes it and answers 409 on a mismatch. */
  amount_total: totalSchema.positive('Invalid total amount'),
  sankalp_ref_id: idSchema,
  /** Accepted for compatibility and ignored: only a verified payment marks a booking paid. */
  payment_status: z.string().optional(),
  donor_details: z.object({
    full_name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
  }),
});
export type PujaBookingInput = z.input<typeof pujaBookingSchema>;
export type PujaBooking = z.output<typeof pujaBookingSchema>;

/** One chadhava item chosen for a puja. */
export const pujaChadhavaItemSchema = z.object({
  item_id: idSchema,
  quantity: z.number({ error: 'Invalid quantity' }).int('Invalid quantity').min(1, 'Quantity must be at least 1'),
});

/** POST /poojabooking/chadhavabooking: chadhava items and dakshina added to a puja booking. */
export const chadhavaForPujaSchema = z
  .object({
    /** The puja booking's id. */
    pujaId: idSchema,
    puja_chadhava_items: z.array(pujaChadhavaItemSchema).default([]),
    total_amount: totalSchema.min(0, 'Invalid total amount'),
    /** Number or text; non-numeric or negative → 0, decimals floored (whole rupees). */
    /** Whole rupees (number or digits); empty is 0; a fraction is refused ('Enter whole rupees'). */
    pandit_dakshina_amount: wholeRupeesSchema,
    message_for_pandit: z
      .string()
      .trim()
      .max(SPECIAL_PRAYERS_MAX, `Message cannot exceed ${SPECIAL_PRAYERS_MAX} characters`)
      .optional(),
    /** The booking's access key (or `?key=`), when the caller is not its owner's session. */
    key: z.string().max(128).optional(),
  })
  .refine((v) => v.puja_chadhava_items.length > 0 || v.pandit_dakshina_amount > 0, {
    path: ['puja_chadhava_items'],
    message: 'Please select at least one chadhava item or provide a donation.',
  });
export type ChadhavaForPujaInput = z.input<typeof chadhavaForPujaSchema>;
export type ChadhavaForPuja = z.output<typeof chadhavaForPujaSchema>;

/** POST /poojabooking/verifypayment (and the other verify-payment calls that use bookingId). */
export const paymentVerifySchema = z.object({
  bookingId: requiredText('Booking ID is required'),
  razorpay_payment_id: requiredText('Payment ID is required'),
  razorpay_order_id: requiredText('Order ID is required'),
  razorpay_signature: requiredText('Payment signature is required'),
});
export type PaymentVerify = z.output<typeof paymentVerifySchema>;
