import { dataExportFilename, type AccountDeleted, type DataExportFile } from '@sankalp/shared/api/account-data';
import { DELETE_PASSWORD_INCORRECT, type DeleteAccount } from '@sankalp/shared/schemas/account-data';
import type { AppContext, SessionUser } from '../../context';
import { fieldError, unauthorized } from '../../lib/errors';
import { queueMail } from '../../lib/mail/mailer';
import type { Language } from '../../lib/request-language';
import { noticePreferences } from '../settings/settings.service';
import { accountDeletedMail } from './privacy.mail';
import {
  checkSecondFactor,
  consumeRateLimit,
  forgetTwoFactorAndRoles,
  listRoles,
  twoFactorStatus,
  verifyPassword,
  type RateLimitRule,
} from '../auth/auth.service';
import { toDataExport } from './privacy.mappers';
import * as repo from './privacy.repository';

// The devotee's rights under India's Digital Personal Data Protection Act, 2023, as this site
// gives them: access (a file of everything held about the account) and erasure (deleting the
// account), keeping only what the law makes us keep for payments and donation receipts.

const MIN = 60;
/**
 * Password guesses on the delete confirmation, like sign-in's: per account (a stolen session
 * cannot try many passwords) and per client IP (nor can many accounts from one place).
 */
export const DELETE_ACCOUNT_LIMITS = {
  user: { name: 'delete-account-user', limit: 5, windowSeconds: 15 * MIN },
  ip: { name: 'delete-account-ip', limit: 20, windowSeconds: 15 * MIN },
} as const satisfies Record<string, RateLimitRule>;

/** The second factor's messages when deleting an account with two-factor sign-in on (400, under `otp`). */
export const DELETE_OTP_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code';
export const DELETE_OTP_INVALID = 'That code did not match, or was used already';

/** GET /users/{id}/data-export: the file and its name. */
export async function exportAccountData(
  ctx: AppContext,
  userId: string,
): Promise<{ file: DataExportFile; filename: string }> {
  const user = await repo.findUser(ctx.db, userId);
  if (!user || user.deletedAt) throw unauthorized();
  const now = ctx.now();
  const [accountData, twoFactor, roles] = await Promise.all([
    repo.readAccountData(ctx.db, user),
    twoFactorStatus(ctx, userId),
    listRoles(ctx.db, userId),
  ]);
  const data = toDataExport(user, accountData, { twoFactor, roles }, now);
  return {
    file: { success: true, message: 'Your Sankalp data', data },
    filename: dataExportFilename(now),
  };
}

/**
 * POST /users/{id}/delete: after the password (and, with two-factor sign-in on, a code),
 * erases or anonymises the account's personal data in one transaction and ends every session.
 *
 * What stays, and why (docs/spec-deviations.md, "deleting the account"):
 * - Every booking, order and donation row with its amounts, dates, statuses, reference and receipt
 *   number, and every payment order and transaction: they are the foundation's books of account,
 *   which a trust keeps for ten years from the end of the relevant assessment year (Income-tax
 *   Rules, rule 17AA), and refunds and disputes are settled from them. The devotee's name, e-mail,
 *   phone, gotra, family, prayers and addresses in them are erased.
 * - Of a donation that was received (paid), the donor's name, address and PAN, exactly as the
 *   receipt prints them: a trust's record of each voluntary contribution must name the donor with
 *   address and PAN (rule 17AA), a gift whose donor's name and address are not kept is taxed as an
 *   anonymous donation (s. 115BBC), and each 80G donor's name, address and PAN are reported to the
 *   tax department (s. 80G(5)(viii), Form 10BD) on the certificate (Form 10BE) the devotee claims
 *   the deduction with, which we must be able to reissue. Their e-mail, phone and gotra go. An
 *   unpaid donation is no record of the law's: it is anonymised like everything else.
 * - The user row, as a tombstone (`deleted_at`) the kept records point at, with nothing personal
 *   left in it; its e-mail and phone are freed so the devotee may sign up again.
 */
export async function deleteAccount(
  ctx: AppContext,
  me: SessionUser,
  input: DeleteAccount,
  ip: string,
  requestLanguage?: Language,
): Promise<AccountDeleted> {
  await consumeRateLimit(ctx, DELETE_ACCOUNT_LIMITS.ip, ip);
  await consumeRateLimit(ctx, DELETE_ACCOUNT_LIMITS.user, me.id);
  const user = await repo.findUser(ctx.db, me.id);
  if (!user || user.deletedAt) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw fieldError('password', DELETE_PASSWORD_INCORRECT, 'password_incorrect');
  }
  // The second factor, when the account has one (issue 14): a current code or an unused recovery code.
  const second = await checkSecondFactor(ctx, me.id, input.otp);
  if (second === 'missing') throw fieldError('otp', DELETE_OTP_REQUIRED, 'otp_required');
  if (second === 'invalid') throw fieldError('otp', DELETE_OTP_INVALID, 'otp_invalid');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockUser(tx, me.id);
    // Deleted meanwhile (a second tab), or the password changed since it was checked.
    if (!locked || locked.deletedAt) throw unauthorized();
    if (locked.passwordHash !== user.passwordHash)
      throw fieldError('password', DELETE_PASSWORD_INCORRECT, 'password_incorrect');
    // The notice's language, read before the settings are erased with the account.
    const { language } = await noticePreferences(tx, me.id, requestLanguage);
    // First (it refuses the install's only admin): the TOTP secret, the recovery codes, any staff role.
    await forgetTwoFactorAndRoles(tx, me.id);
    await repo.eraseAccount(tx, locked, now);
    // The one mail kept to the old address: a notice, so that a deletion by someone else who had
    // the password does not go unseen. It names no one (the name is gone).
    await queueMail(tx, accountDeletedMail(ctx.config, locked.email, locked.id, now, language));
  });
  return { deletedAt: now.toISOString() };
}

