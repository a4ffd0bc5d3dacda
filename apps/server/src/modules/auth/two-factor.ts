import {
  type TwoFactorDisable,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@sankalp/shared/schemas/two-factor';
import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, fieldError, unauthorized } from '../../lib/errors';
import * as authRepo from './auth.repository';
import { verifyPassword } from './passwords';
import { consumeRateLimit, RATE_LIMITS } from './rate-limit';
import { assertNotLastAdmin } from './roles';
import { deleteAllRoles } from './roles.repository';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';
import * as repo from './two-factor.repository';

// Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes.
// POST /auth/2fa/setup → secret; POST /auth/2fa/enable { code } → recovery codes (shown once);
// then sign-in needs `otp`; POST /auth/2fa/disable { password, otp } switches it off.

export const OTP_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const OTP_INVALID_MESSAGE = 'Invalid or expired code. Enter the current code from your authenticator app.';
export const ALREADY_ON_MESSAGE = 'Two-factor authentication is already on';
export const NOT_ON_MESSAGE = 'Two-factor authentication is not on';
export const SETUP_FIRST_MESSAGE = 'Start the two-factor set-up first';
const PASSWORD_INCORRECT = 'The password is incorrect';

const alreadyOn = () => conflict(ALREADY_ON_MESSAGE, undefined, '2fa_already_enabled');

/** POST /auth/2fa/setup: a new secret, pending until a first code confirms it. */
export async function setupTwoFactor(ctx: AppContext, me: SessionUser): Promise<TwoFactorSetup> {
  await consumeRateLimit(ctx, RATE_LIMITS.twoFactorUser, me.id);
  const secret = newTotpSecret();
  const started = await repo.upsertPendingSecret(ctx.db, me.id, sealSecret(ctx.secrets.totpKey, secret), ctx.now());
  if (!started) throw alreadyOn();
  return { secret, otpauthUrl: otpauthUrl(secret, me.email) };
}

/**
 * POST /auth/2fa/enable: the first code proves the app holds the secret. Switches it on, makes the
 * recovery codes (returned this once, stored as hashes) and signs out every other session (they
 * were made with the password alone).
 */
export async function enableTwoFactor(ctx: AppContext, me: SessionUser, code: string): Promise<TwoFactorEnabled> {
  await consumeRateLimit(ctx, RATE_LIMITS.twoFactorUser, me.id);
  const row = await repo.findTwoFactor(ctx.db, me.id);
  if (!row) throw conflict(SETUP_FIRST_MESSAGE);
  if (row.enabledAt) throw alreadyOn();
  const step = matchTotp(openSecret(ctx.secrets.totpKey, row.secretEncrypted), code, ctx.now(), {
    afterStep: row.lastStep,
  });
  if (step === null) throw fieldError('code', OTP_INVALID_MESSAGE, 'otp_invalid');
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.claimStep(tx, me.id, step))) throw fieldError('code', OTP_INVALID_MESSAGE, 'otp_invalid');
    const now = ctx.now();
    const hashes = recoveryCodes.map((c) => recoveryCodeHash(me.id, normalizeRecoveryCode(c)!));
    if (!(await repo.enable(tx, me.id, hashes, now))) throw alreadyOn();
    await authRepo.revokeUserSessions(tx, me.id, now, me.sessionId);
  });
  return { recoveryCodes };
}

/** POST /auth/2fa/disable: the password and a current code (or a recovery code). */
export async function disableTwoFactor(ctx: AppContext, me: SessionUser, input: TwoFactorDisable): Promise<void> {
  await consumeRateLimit(ctx, RATE_LIMITS.twoFactorUser, me.id);
  const user = await authRepo.findUserById(ctx.db, me.id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw fieldError('password', PASSWORD_INCORRECT, 'password_incorrect');
  }
  const check = await checkSecondFactor(ctx, me.id, input.otp);
  if (check === 'off') throw conflict(NOT_ON_MESSAGE);
  if (check !== 'ok') throw fieldError('otp', OTP_INVALID_MESSAGE, 'otp_invalid');
  await ctx.db.transaction((tx) => repo.remove(tx, me.id));
}

/** GET /auth/2fa. */
export async function twoFactorStatus(ctx: AppContext, userId: string): Promise<TwoFactorStatus> {
  const row = await repo.findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  return {
    enabled: true,
    enabledAt: row.enabledAt.toISOString(),
    recoveryCodesLeft: await repo.unusedRecoveryCodes(ctx.db, userId),
  };
}

export type SecondFactorCheck = 'off' | 'ok' | 'missing' | 'invalid';

/**
 * The second factor of an account: 'off' when it has none; else 'ok' for a current code not used
 * before (its step is claimed) or an unused recovery code (used up now), 'missing' without one,
 * 'invalid' otherwise. Sign-in, switching it off and deleting the account ask it.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  userId: string,
  otp: string | undefined,
): Promise<SecondFactorCheck> {
  const row = await repo.findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return 'off';
  const typed = otp?.trim() ?? '';
  if (!typed) return 'missing';
  const digits = typed.replace(/\s/g, '');
  if (/^\d+$/.test(digits)) {
    const step = matchTotp(openSecret(ctx.secrets.totpKey, row.secretEncrypted), digits, ctx.now(), {
      afterStep: row.lastStep,
    });
    return step !== null && (await repo.claimStep(ctx.db, userId, step)) ? 'ok' : 'invalid';
  }
  const recovery = normalizeRecoveryCode(typed);
  if (!recovery) return 'invalid';
  return (await repo.useRecoveryCode(ctx.db, userId, recoveryCodeHash(userId, recovery), ctx.now())) ? 'ok' : 'invalid';
}

/** Sign-in's answer to a check that is not 'ok' or 'off': 401 otp_required or otp_invalid. */
export function signInSecondFactorError(check: 'missing' | 'invalid'): AppError {
  return check === 'missing'
    ? new AppError(401, OTP_REQUIRED_MESSAGE, undefined, 'otp_required')
    : new AppError(401, OTP_INVALID_MESSAGE, undefined, 'otp_invalid');
}

/**
 * An erased account keeps no second factor and no staff role (modules/privacy, in its
 * transaction, before anything is erased): 409 last_admin for the install's only admin.
 */
export async function forgetTwoFactorAndRoles(db: Db, userId: string): Promise<void> {
  await assertNotLastAdmin(db, userId);
  await repo.remove(db, userId);
  await deleteAllRoles(db, userId);
}
