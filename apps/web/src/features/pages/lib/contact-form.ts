import { z } from 'zod';
import { ACCOUNT_NAME_MAX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '@sankalp/shared/constants';
import { EMAIL_PATTERN, PHONE_CHARACTERS, countDigits, requiredText } from '@sankalp/shared/schemas/fields';

/** Longest subject and message accepted (the message travels inside a mailto: link). */
export const SUBJECT_MAX = 120;
export const MESSAGE_MAX = 2000;
export const MESSAGE_MIN = 10;

/**
 * The contact form (spec part 3 § 5): name, email, subject and message required, phone optional.
 * The spec gives no format rules beyond that; the ones here keep a message answerable (a real
 * e-mail address, a phone we can call back, a message with some substance).
 */
export const contactSchema = z.object({
  name: requiredText('Full name is required').max(
    ACCOUNT_NAME_MAX,
    `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`,
  ),
  email: requiredText('Email address is required').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_CHARACTERS.test(v), 'Please enter a valid phone number')
    .refine(
      (v) => v === '' || countDigits(v) >= PHONE_MIN_DIGITS,
      `Phone number must have at least ${PHONE_MIN_DIGITS} digits`,
    )
    .refine(
      (v) => v === '' || countDigits(v) <= PHONE_MAX_DIGITS,
      `Phone number cannot exceed ${PHONE_MAX_DIGITS} digits`,
    ),
  subject: requiredText('Subject is required').max(SUBJECT_MAX, `Subject cannot exceed ${SUBJECT_MAX} characters`),
  message: requiredText('Message is required')
    .min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Message cannot exceed ${MESSAGE_MAX} characters`),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;

export const EMPTY_CONTACT: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

/** The first message for each invalid field; an empty object when the form can be sent. */
export function contactErrors(input: ContactInput): Partial<Record<ContactField, string>> {
  const r = contactSchema.safeParse(input);
  if (r.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}
