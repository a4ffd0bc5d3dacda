/**
 * The contact form (spec part 3 § 5: /contact-us and the help page's Contact Us tab) and the
 * support inbox (issue 14). Name, email, subject and message required, phone optional; the spec
 * gives no format rules beyond that, the ones here keep a message answerable (a real e-mail
 * address, a phone we can call back, a message with some substance). The server checks the same.
 */
import { z } from 'zod';
import {
  ACCOUNT_NAME_MAX,
  CONTROL_CHARACTERS_MESSAGE,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  SUBJECT_MAX,
} from '../constants';
import {
  CONTROL_CHARACTERS_BUT_LINES,
  EMAIL_PATTERN,
  PHONE_CHARACTERS,
  countDigits,
  requiredText,
} from './fields';
import { idSchema } from './ids';

export const REPLY_MAX = 5000;

/** Multi-line text: required, trimmed, tabs and line breaks allowed, no other control characters. */
const multiline = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((v) => !CONTROL_CHARACTERS_BUT_LINES.test(v), { error: CONTROL_CHARACTERS_MESSAGE, abort: true });

export const contactSchema = z.object({
  name: requiredText('Full name is required').max(
    ACCOUNT_NAME_MAX,
    `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`,
  ),
  email: requiredText('Email address is required', 'Please enter a valid email address').regex(
    EMAIL_PATTERN,
    'Please enter a valid email address',
  ),
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
  message: multiline('Message is required')
    .min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Message cannot exceed ${MESSAGE_MAX} characters`),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

export const SUPPORT_SOURCES = ['contact', 'help'] as const;

/**
 * Body of POST /support/messages: the form's fields and where it was sent from. Phone and subject
 * may be left out by other callers (the form always sends them).
 */
export const supportMessageSchema = contactSchema.extend({
  phone: contactSchema.shape.phone.optional().default(''),
  subject: contactSchema.shape.subject.optional(),
  source: z.enum(SUPPORT_SOURCES, { error: `source must be one of ${SUPPORT_SOURCES.join(', ')}` }),
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export const supportReplySchema = z.object({
  body: multiline('Reply is required').max(REPLY_MAX, `Reply cannot exceed ${REPLY_MAX} characters`),
});

export const supportListQuery = z.object({
  status: z.enum(['open', 'closed'], { error: 'status must be open or closed' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const supportThreadParams = z.object({ id: idSchema });
