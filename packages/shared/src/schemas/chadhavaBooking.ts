import { z } from 'zod';
import { ACCOUNT_NAME_MAX, CHADHAVA_OFFERING_QUANTITY_MAX, GOTRA_MAX, INDIAN_MOBILE_PATTERN, MOBILE_DIGITS } from '../constants';
import { emailSchema, LETTERS_AND_SPACES, noControlCharacters as noControls, requiredText } from './fields';

// The chadhava event checkout (spec part 2 §§ 3, 5 "Chadhava checkout", 7): the web form and
// POST /chadhava-bookings/ share this schema and its messages.

/** Most offering lines one booking may send (an event lists a handful). */
export const CHADHAVA_OFFERING_LINES_MAX = 50;

export const INVALID_OFFERING_QUANTITY = 'Invalid offering quantity';

/** Control characters: never part of a name or an address (and NUL cannot be stored at all). */

/** Checkout's donor details. Name required; phone exactly 10 digits starting 6-9; gotra optional. */
export const chadhavaDonorSchema = z.object({
  fullName: requiredText('Please enter your name', 'Please enter a valid name')
    .max(ACCOUNT_NAME_MAX, `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`)
    .refine(noControls, 'Please enter a valid name'),
  email: emailSchema.refine(noControls, 'Please enter a valid email address').toLowerCase(),
  phone: requiredText('Phone number is required', 'Please enter a valid phone number')
    .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `Phone number must be exactly ${MOBILE_DIGITS} digits`)
    .regex(INDIAN_MOBILE_PATTERN, 'Phone number must start with 6, 7, 8, or 9'),
  /** Optional here (the form fills Kashyap when unknown); blank is absent. */
  gotra: z
    .string({ error: 'Gotra can only contain letters and spaces' })
    .trim()
    .max(GOTRA_MAX, `Gotra cannot exceed ${GOTRA_MAX} characters`)
    .refine((v) => v === '' || LETTERS_AND_SPACES.test(v), 'Gotra can only contain letters and spaces')
    .nullish()
    .transform((v) => v || null),
});
export type ChadhavaDonorInput = z.input<typeof chadhavaDonorSchema>;
export type ChadhavaDonor = z.output<typeof chadhavaDonorSchema>;

/** One offering line: a whole quantity from 1 to 10. */
export const chadhavaOfferingLineSchema = z.object({
  offering: z.uuid({ error: 'Please select offerings of this event' }),
  quantity: z
    .number({ error: INVALID_OFFERING_QUANTITY })
    .int(INVALID_OFFERING_QUANTITY)
    .min(1, INVALID_OFFERING_QUANTITY)
    .max(CHADHAVA_OFFERING_QUANTITY_MAX, INVALID_OFFERING_QUANTITY),
});

/** Quantity per offering once repeated lines are added up. */
export function mergeOfferingLines(lines: ReadonlyArray<{ offering: string; quantity: number }>): Map<string, number> {
  const merged = new Map<string, number>();
  for (const l of lines) {
    const id = l.offering.toLowerCase();
    merged.set(id, (merged.get(id) ?? 0) + l.quantity);
  }
  return merged;
}

/**
 * POST /chadhava-bookings/. `totalAmount` is the client's rupee total: when sent, the server
 * compares it with its own (409 total_changed). Whether offerings may be empty depends on the
 * event's base price, so the server decides that.
 */
export const chadhavaBookingSchema = z.object({
  event: z.uuid({ error: 'Invalid event ID' }),
  donorDetails: chadhavaDonorSchema,
  offerings: z
    .array(chadhavaOfferingLineSchema, { error: 'Please select at least one offering' })
    .max(CHADHAVA_OFFERING_LINES_MAX, INVALID_OFFERING_QUANTITY)
    .refine(
      (lines) => [...mergeOfferingLines(lines).values()].every((q) => q <= CHADHAVA_OFFERING_QUANTITY_MAX),
      INVALID_OFFERING_QUANTITY,
    )
    .default([]),
  totalAmount: z.number({ error: 'Invalid total amount' }).min(0, 'Invalid total amount').nullish(),
});
export type ChadhavaBookingInput = z.input<typeof chadhavaBookingSchema>;
export type ChadhavaBookingRequest = z.output<typeof chadhavaBookingSchema>;

/**
 * POST /chadhava-bookings/verify-payment: the three Checkout fields; `bookingId` optional (the
 * booking is found by the order id the server stored). Parsed leniently by the server: anything
 * that does not fit is simply a failed verification.
 */
export const chadhavaVerifySchema = z.object({
  razorpay_order_id: requiredText('Order ID is required').max(64),
  razorpay_payment_id: requiredText('Payment ID is required').max(64),
  razorpay_signature: requiredText('Payment signature is required').max(256),
  bookingId: z.string().max(64).nullish(),
});
export type ChadhavaVerify = z.output<typeof chadhavaVerifySchema>;
