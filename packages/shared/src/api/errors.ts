/**
 * Stable machine codes of error answers (`{ success: false, message, code, … }`). The web decides
 * by `code`, never by the wording of `message`, which may change and is translated: the server
 * answers `message` and `errors` in the request's language (i18n/messages.ts); `code` never is.
 */
export const ERROR_CODES = [
  // generic, one per status
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  // our rate limits: `message` already says how long to wait; `details.retryAfter` (and the
  // Retry-After header) give the seconds
  'rate_limited',
  'internal',
  // sign-up and profile: the e-mail or phone another account holds (the web marks that field)
  'email_taken',
  'phone_taken',
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
  // the devotee's data (export, deletion), two-factor and the signed-in password change: the
  // password given to confirm is not the account's
  'password_incorrect',
  // two-factor sign-in (TOTP): the account needs a code, the code given is wrong or used, a staff
  // account must switch it on before any /admin call, it is on already
  'otp_required',
  'otp_invalid',
  '2fa_required',
  '2fa_already_enabled',
  // password reset by e-mailed code (a wrong code is `otp_invalid`): no live code (expired, used,
  // or never sent), or it died of too many wrong tries; either way a new one must be asked for
  'otp_expired',
  'otp_attempts_exceeded',
  // staff roles: the last admin's admin role cannot be revoked
  'last_admin',
  // temple approval of listings (B9): booking a puja or event its temple has not approved as it
  // stands; an admin approving for a temple that has its own staff account
  'listing_unapproved',
  'temple_has_staff',
  // refunds (issue 14): above the operator's limit (403), nothing paid to refund, more than is
  // still refundable, the provider refused or failed (502); a review already resolved
  'refund_limit',
  'not_paid',
  'refund_exceeds_paid',
  'refund_failed',
  'not_flagged',
  // catalog console (issue 14): a title whose slug another row has; a child row (package, item,
  // offering, seva) that bookings point at cannot be removed
  'slug_taken',
  'in_use',
  // console image uploads (issue 14): above 5 MB (413); not a JPEG, PNG or WebP by its bytes (415)
  'file_too_large',
  'unsupported_image',
  // prasad feedback (issue 10): one review an order, and only once it is delivered
  'already_reviewed',
  'not_delivered',
  // fulfilment board (issue 10): every promise the action would keep is kept already; a puja
  // video that is not an MP4 or WebM by its bytes (415); a byte range past the video's end (416)
  'already_kept',
  'unsupported_video',
  'range_not_satisfiable',
  // paged catalog lists (issue 16): a cursor that is malformed or comes from another list
  'bad_cursor',
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
