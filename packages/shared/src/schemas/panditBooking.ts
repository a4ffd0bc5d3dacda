import { z } from 'zod';
import { ACCOUNT_NAME_MAX, INDIAN_MOBILE_PATTERN, MOBILE_DIGITS } from '../constants';
import {
  CONTROL_CHARACTERS_BUT_LINES,
  emailSchemaRequiredAs,
  noControlCharacters as noControls,
  requiredText,
} from './fields';

// The consultation booking form (spec part 3 §§ 3, 5 "Consultation booking form", 7): the web form
// and POST /pandit-bookings share this schema and its messages.

/** The services a consultation is for (spec: 'Astro' or 'Vastu'). */
export const PANDIT_SERVICES = ['Astro', 'Vastu'] as const;
export type PanditService = (typeof PANDIT_SERVICES)[number];
export const PANDIT_SERVICE_LABELS: Record<PanditService, string> = {
  Astro: 'Astrology Consultation',
  Vastu: 'Vastu Consultation',
};

/** Shortest and longest consultation, in minutes. */
export const CONSULTATION_MIN_MINUTES = 15;
export const CONSULTATION_MAX_MINUTES = 120;
/** Longest special request kept. */
export const SPECIAL_REQUESTS_MAX = 500;

export const PANDIT_BOOKING_ERRORS = {
  service: 'Please select a service type',
  date: 'Please select preferred date',
  times: 'Please select preferred time slots',
  order: 'End time must be after start time',
  past: 'Please select a date that is not in the past',
  tooShort: `A consultation must last at least ${CONSULTATION_MIN_MINUTES} minutes`,
  tooLong: `A consultation cannot last more than ${CONSULTATION_MAX_MINUTES} minutes`,
  outsideHours: 'Please select a time within the pandit’s working hours',
  serviceNotOffered: 'This pandit does not offer the selected service',
  taken: 'This time is no longer available',
  specialRequests: `Special requests cannot exceed ${SPECIAL_REQUESTS_MAX} characters`,
} as const;

/** Control characters allowed in a multi-line text: tab and line breaks, never NUL. */
const noControlsButLines = (v: string) => !CONTROL_CHARACTERS_BUT_LINES.test(v);

/** An ISO timestamp with an explicit offset (Z or ±hh:mm), e.g. 2026-11-24T10:00:00+05:30. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const instant = z
  .string({ error: PANDIT_BOOKING_ERRORS.times })
  .max(40, PANDIT_BOOKING_ERRORS.times)
  .regex(ISO_WITH_OFFSET, PANDIT_BOOKING_ERRORS.times)
  .refine((v) => !Number.isNaN(Date.parse(v)), PANDIT_BOOKING_ERRORS.times);

export const panditCustomerSchema = z.object({
  name: requiredText('Please enter your name', 'Please enter a valid name')
    .max(ACCOUNT_NAME_MAX, `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`)
    .refine(noControls, 'Please enter a valid name'),
  // The consultation form's own wording (spec part 3 § 5).
  email: emailSchemaRequiredAs('Email is required').refine(noControls, 'Please enter a valid email address').toLowerCase(),
  /** The form sends digits only; the server accepts spaces and dashes and keeps the digits. */
  phone: requiredText('Phone number is required', 'Please enter a valid phone number')
    .max(20, `Phone number must be exactly ${MOBILE_DIGITS} digits`)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), `Phone number must be exactly ${MOBILE_DIGITS} digits`)
        .regex(INDIAN_MOBILE_PATTERN, 'Phone number must start with 6, 7, 8, or 9'),
    ),
});

/**
 * POST /pandit-bookings (spec part 3 § 3 "Pandit booking payload"). `amount` is the fee the form
 * showed, in rupees: the server compares it with the pandit's fee (409 total_changed).
 */
export const panditBookingSchema = z
  .object({
    panditId: z.uuid({ error: 'Pandit not found' }),
    customer: panditCustomerSchema,
    serviceType: z.enum(PANDIT_SERVICES, { error: PANDIT_BOOKING_ERRORS.service }),
    preferredTime: z.object({ from: instant, to: instant }, { error: PANDIT_BOOKING_ERRORS.times }),
    amount: z
      .number({ error: 'Invalid Amount' })
      .finite('Invalid Amount')
      .min(0, 'Invalid Amount')
      .max(10_000_000, 'Invalid Amount')
      .nullish(),
    specialRequests: z
      .string({ error: PANDIT_BOOKING_ERRORS.specialRequests })
      .trim()
      .max(SPECIAL_REQUESTS_MAX, PANDIT_BOOKING_ERRORS.specialRequests)
      .refine(noControlsButLines, 'Please remove special characters from your request')
      .nullish()
      .transform((v) => v || null),
  })
  .refine((b) => Date.parse(b.preferredTime.to) > Date.parse(b.preferredTime.from), {
    message: PANDIT_BOOKING_ERRORS.order,
    path: ['preferredTime', 'to'],
  });
export type PanditBookingInput = z.input<typeof panditBookingSchema>;
export type PanditBookingRequest = z.output<typeof panditBookingSchema>;

/** POST /pandit-bookings/verifypayment: the provider's checkout result (and optionally the booking id). */
export const panditVerifySchema = z.object({
  razorpay_order_id: requiredText('Order ID is required').max(64),
  razorpay_payment_id: requiredText('Payment ID is required').max(64),
  razorpay_signature: requiredText('Payment signature is required').max(256),
  bookingId: z.string().max(64).nullish(),
});

/** GET /pandits/{id}/availability?date=YYYY-MM-DD */
export const availabilityQuerySchema = z.object({
  date: z
    .string({ error: 'Invalid date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'Invalid date'),
});
