import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';

/** The password field's messages when deleting the account (the web shows them under the field). */
export const DELETE_PASSWORD_REQUIRED = 'Please enter your password to confirm';
export const DELETE_PASSWORD_INCORRECT = 'The password is incorrect';

/**
 * POST /users/{id}/delete: the account's current password confirms that its owner is at the
 * keyboard (a session alone is not enough to erase an account).
 *
 * `otp` is the second factor: an account with two-factor sign-in on must also send its
 * authenticator's current code or an unused recovery code (400 `otp_required` / `otp_invalid`
 * under `errors.otp`); for any other account it is ignored.
 */
export const deleteAccountSchema = z.object({
  // Never trimmed: a password is exactly what was typed.
  password: z
    .string({ error: DELETE_PASSWORD_REQUIRED })
    .min(1, { error: DELETE_PASSWORD_REQUIRED, abort: true })
    .max(PASSWORD_MAX, DELETE_PASSWORD_INCORRECT),
  // A 6-digit code, or a recovery code (xxxx-xxxx-xxxx-xxxx: spaces and dashes are dropped).
  otp: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().max(16, 'Enter the code from your authenticator app'))
    .optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccount = z.output<typeof deleteAccountSchema>;
