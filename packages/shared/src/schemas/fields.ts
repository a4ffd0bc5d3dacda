/**
 * Field schemas shared by several payloads, carrying the spec's messages.
 * Text is trimmed before it is checked; passwords are never trimmed.
 */
import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  EMAIL_MAX,
  GOTRA_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../constants';
import { AMOUNT_TOO_LARGE_MESSAGE, MONEY_INPUT_MAX, parseWholeRupees, WHOLE_RUPEES_MESSAGE } from '../money-input';

/** Letters (of any script, with their combining marks) and spaces. */
export const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
/** Something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Characters a typed phone number may hold: an optional leading +, digits, spaces, hyphens, brackets. */
export const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

/** Control characters (C0, DEL, C1): never part of a name, address or message. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;
/** Control characters other than tab and line breaks (for multi-line text). */
export const CONTROL_CHARACTERS_BUT_LINES = /[^\P{Cc}\t\n\r]/u;
// Kept with the limits (constants.ts), so a page that only shows the message does not load zod.
export { CONTROL_CHARACTERS_MESSAGE };
export const noControlCharacters = (v: string | undefined) => v === undefined || !CONTROL_CHARACTERS.test(v);

/** Number of digits in a string. */
export const countDigits = (value: string): number => value.replace(/\D/g, '').length;

/**
 * A trimmed one-line string that must not be empty. Missing, non-string and blank input all give
 * `message`, and only that message (later checks are skipped); a control character (a line break
 * included) gives `controls`, the field's own way of saying it is not valid.
 */
export function requiredText(message: string, controls: string = CONTROL_CHARACTERS_MESSAGE) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: controls, abort: true });
}

/** Devotee / customer full name: 2-25 letters and spaces. */
export const personNameSchema = requiredText('Full name is required', 'Name can only contain letters and spaces')
  .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`)
  .max(NAME_MAX, `Name cannot exceed ${NAME_MAX} characters`)
  .regex(LETTERS_AND_SPACES, 'Name can only contain letters and spaces');

/** Gotra: required (the form sends DEFAULT_GOTRA when unknown), ≤ 50 letters and spaces. */
export const gotraSchema = requiredText('Gotra is required', 'Gotra can only contain letters and spaces')
  .max(GOTRA_MAX, `Gotra cannot exceed ${GOTRA_MAX} characters`)
  .regex(LETTERS_AND_SPACES, 'Gotra can only contain letters and spaces');

/** E-mail: required (with the form's own message), pattern, ≤ 254 characters. */
export const emailSchemaRequiredAs = (required: string) =>
  requiredText(required, 'Please enter a valid email address')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address')
    .max(EMAIL_MAX, 'Email address is too long');

export const emailSchema = emailSchemaRequiredAs('Email address is required');

/** Phone (sankalp, product order): 10 to 15 digits, counting digits only. */
export const phoneSchema = requiredText('Phone number is required', 'Please enter a valid phone number')
  .regex(PHONE_CHARACTERS, 'Please enter a valid phone number')
  .refine((v) => countDigits(v) >= PHONE_MIN_DIGITS, `Phone number must have at least ${PHONE_MIN_DIGITS} digits`)
  .refine((v) => countDigits(v) <= PHONE_MAX_DIGITS, `Phone number cannot exceed ${PHONE_MAX_DIGITS} digits`);

/** A new password: 8 to 128 characters, not trimmed. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password cannot exceed ${PASSWORD_MAX} characters`);

/**
 * A money field typed by a devotee (dakshina, donation amount): whole rupees, as a JSON number or
 * a digit string; null, undefined and '' are 0. A fraction, exponent or any other character is
 * refused with 'Enter whole rupees', never rounded or stripped into another number.
 */
export const wholeRupeesSchema = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return 0;
    if (typeof v === 'number') {
      if (Number.isSafeInteger(v) && v >= 0 && v <= MONEY_INPUT_MAX) return v;
      ctx.addIssue({
        code: 'custom',
        message: Number.isInteger(v) && v > MONEY_INPUT_MAX ? AMOUNT_TOO_LARGE_MESSAGE : WHOLE_RUPEES_MESSAGE,
      });
      return z.NEVER;
    }
    const parsed = parseWholeRupees(v);
    if (parsed.error) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.amount;
  });
