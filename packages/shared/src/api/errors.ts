/**
 * Stable machine codes of error answers (`{ success: false, message, code, … }`). The web decides
 * by `code`, never by the wording of `message`, which may change or be translated.
 */
export const ERROR_CODES = [
  // generic, one per status
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'internal',
  // booking and payment flows (every payable kind)
  'total_changed',
  'already_paid',
  'booking_expired',
  'booking_closed',
  'sankalp_not_found',
  'payment_init_failed',
  'verify_failed',
  'order_replaced',
  'event_full',
  'event_closed',
  'event_inactive',
  'campaign_closed',
  'out_of_stock',
  'slot_taken',
  // account collections
  'kundli_saved_limit',
  // the devotee's data (export, deletion): the password given to confirm is not the account's
  'password_incorrect',
  // two-factor sign-in (TOTP): the account needs a code, the code given is wrong or used, a staff
  // account must switch it on before any /admin call, it is on already
  'otp_required',
  'otp_invalid',
  '2fa_required',
  '2fa_already_enabled',
  // staff roles: the last admin's admin role cannot be revoked
  'last_admin',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The envelope of every error answer. `details` carries what the code needs (e.g. the current total). */
export type ErrorBody = {
  success: false;
  message: string;
  error: string;
  code: ErrorCode;
  errors?: Record<string, string>;
  details?: Record<string, unknown>;
  data?: Record<string, unknown>;
};

/** The code of an error body, when it is one of ours. */
export function errorCodeOf(body: unknown): ErrorCode | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : undefined;
}
