import { AppError, conflict, pgErrorCode } from '../../lib/errors';

export const DUPLICATE_EMAIL = 'An account with this email already exists';
export const DUPLICATE_PHONE = 'An account with this phone number already exists';

/** The 409 of an e-mail or phone another account holds; its code tells the web which field. */
export function identityTaken(taken: { email: boolean; phone: boolean }): AppError | undefined {
  if (taken.email) return conflict(DUPLICATE_EMAIL, undefined, 'email_taken');
  if (taken.phone) return conflict(DUPLICATE_PHONE, undefined, 'phone_taken');
  return undefined;
}

/** Maps a unique violation on users.email / users.phone_number (a race) to the same 409. */
export function duplicateConflict(e: unknown): AppError | undefined {
  if (pgErrorCode(e) !== '23505') return undefined;
  const err = e as { constraint?: string; cause?: { constraint?: string; detail?: string }; detail?: string };
  const where = `${err.cause?.constraint ?? err.constraint ?? ''} ${err.cause?.detail ?? err.detail ?? ''}`;
  return identityTaken({ email: where.includes('email'), phone: where.includes('phone') });
}
