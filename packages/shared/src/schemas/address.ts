import { z } from 'zod';
import {
  ADDRESS_LINE_MAX,
  ADDRESS_LINE_MIN,
  CITY_MAX,
  CITY_MIN,
  COUNTRY_MAX,
  DEFAULT_COUNTRY,
  PINCODE_PATTERN,
} from '../constants';
import { indianStateSchema } from '../states';
import { LETTERS_AND_SPACES, requiredText } from './fields';

/** Pincode as a number or numeric text; output as a number. */
export const pincodeSchema = z
  .union([z.number(), z.string()], { error: 'Pincode is required' })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'Pincode is required', abort: true })
      .regex(PINCODE_PATTERN, 'Please enter a valid 6-digit pincode'),
  )
  .transform(Number);

/** A postal address (account addresses, prasad delivery, product delivery), part 1 §5. */
export const addressSchema = z.object({
  addressLine1: requiredText('Address Line 1 is required', 'Please enter a valid address')
    .min(ADDRESS_LINE_MIN, `Address must be at least ${ADDRESS_LINE_MIN} characters`)
    .max(ADDRESS_LINE_MAX, `Address cannot exceed ${ADDRESS_LINE_MAX} characters`),
  addressLine2: z
    .string()
    .trim()
    .max(ADDRESS_LINE_MAX, `Address Line 2 cannot exceed ${ADDRESS_LINE_MAX} characters`)
    .optional(),
  city: requiredText('City is required')
    .regex(LETTERS_AND_SPACES, 'City can only contain letters and spaces')
    .min(CITY_MIN, `City must be at least ${CITY_MIN} characters`)
    .max(CITY_MAX, `City cannot exceed ${CITY_MAX} characters`),
  pincode: pincodeSchema,
  state: indianStateSchema,
  /** Optional; missing or blank becomes India. */
  country: z
    .string()
    .trim()
    .max(COUNTRY_MAX, `Country cannot exceed ${COUNTRY_MAX} characters`)
    .optional()
    .transform((v) => v || DEFAULT_COUNTRY),
  isDefault: z.boolean().optional(),
});

/** What a form or client sends (pincode may be text). */
export type AddressInput = z.input<typeof addressSchema>;
/** What validation yields (trimmed, pincode a number, country filled). */
export type Address = z.output<typeof addressSchema>;
