import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';

/** The password field's messages when deleting the account (the web shows them under the field). */
export const DELETE_PASSWORD_REQUIRED = 'Please enter your password to confirm';
export const DELETE_PASSWORD_INCORRECT = 'The password is incorrect';

/**
 * POST /users/{id}/delete: the account's current password confirms that its owner is at the
 * keyboard (a session alone is not enough to erase an account).
 *
 * `otp` is the slot for the second factor: two-factor sign-in does not exist yet, so it is
 * accepted and ignored today. When TOTP arrives, an account with it switched on will also need a
 * valid code here; nothing else in the contract changes.
 */
export const deleteAccountSchema = z.object({
  // Never trimmed: a password is exactly what was typed.
  password: z
    .string({ error: DELETE_PASSWORD_REQUIRED })
    .min(1, { error: DELETE_PASSWORD_REQUIRED, abort: true })
    .max(PASSWORD_MAX, DELETE_PASSWORD_INCORRECT),
  otp: z.string().trim().max(16, 'Enter the code from your authenticator app').optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccount = z.output<typeof deleteAccountSchema>;
