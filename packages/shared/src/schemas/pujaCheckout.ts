import { z } from 'zod';
import { SPECIAL_PRAYERS_MAX } from '../constants';
import { wholeRupeesSchema } from './fields';
import { pujaBookingSchema, pujaChadhavaItemSchema } from './pujaBooking';

/** Most chadhava lines one booking may carry (a puja lists a handful). */
export const PUJA_CHADHAVA_LINES_MAX = 50;

/**
 * POST /poojabooking/ as this web app sends it: the spec's puja booking payload plus, optionally,
 * the chadhava of the chadhava-for-puja payload (same field names), so that the booking and its
 * provider order are created once for the final total. Without the extra fields it is exactly
 * the spec's payload (chadhava may then follow with POST /poojabooking/chadhavabooking).
 */
export const pujaCheckoutSchema = pujaBookingSchema.extend({
  puja_chadhava_items: z
    .array(pujaChadhavaItemSchema)
    .max(PUJA_CHADHAVA_LINES_MAX, `At most ${PUJA_CHADHAVA_LINES_MAX} chadhava items`)
    .default([]),
  /** Whole rupees (number or digits); empty is 0; a fraction is refused ('Enter whole rupees'). */
  pandit_dakshina_amount: wholeRupeesSchema,
  message_for_pandit: z
    .string()
    .trim()
    .max(SPECIAL_PRAYERS_MAX, `Message cannot exceed ${SPECIAL_PRAYERS_MAX} characters`)
    .optional(),
});
export type PujaCheckoutInput = z.input<typeof pujaCheckoutSchema>;
export type PujaCheckout = z.output<typeof pujaCheckoutSchema>;
