import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_VALID_SECONDS,
  type ChangePassword,
  type Login,
  type OtpReset,
  type Register,
} from '@sankalp/shared';
import type { AppContext, SessionUser } from '../../context';
import { badRequest, fieldError, unauthorized } from '../../lib/errors';
import { queueMail } from '../../lib/mail/mailer';
import type { Language } from '../../lib/request-language';
import { noticePreferences } from '../settings/settings.service';
import { otpMail, passwordChangedMail } from './auth.mail';
import { STAFF_IDLE_SECONDS } from '@sankalp/shared/api/admin';
import * as repo from './auth.repository';
import { checkSecondFactor, signInSecondFactorError } from './two-factor';
import { duplicateConflict, identityTaken } from './identity-taken';
import { normalizeEmail, normalizeLoginId, normalizePhone, sha256Hex, toPublicUser, type PublicUser } from './identity';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { consumeRateLimit, RATE_LIMITS } from './rate-limit';

// Other modules reach auth through this file (and auth.guards.ts for route hooks).
export { consumeRateLimit, RATE_LIMITS, type RateLimitRule } from './rate-limit';
export { normalizeEmail, normalizePhone, toPublicUser, type PublicUser } from './identity';
export { DUPLICATE_EMAIL, DUPLICATE_PHONE, duplicateConflict, identityTaken } from './identity-taken';
export { verifyPassword, hashPassword } from './passwords';
export { newPasswordSchema } from './auth.schemas';
export { checkSecondFactor, forgetTwoFactorAndRoles, twoFactorStatus, type SecondFactorCheck } from './two-factor';
export { grantRole, listAllGrants, listRoles, revokeRole, toGrant, LAST_ADMIN_MESSAGE } from './roles';
import { listRoles } from './roles';
export * from './staff-accounts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Session lifetimes (absolute from sign-in; idle only without remember-me). */
export const SESSION_TTL_MS = DAY;
export const SESSION_REMEMBER_TTL_MS = 30 * DAY;
export const SESSION_IDLE_MS = 2 * HOUR;
/** A session of a user holding any staff role ends after this long idle (issue 14). */
export const STAFF_SESSION_IDLE_MS = STAFF_IDLE_SECONDS * 1000;
/** last_seen_at is written at most this often per session. */
export const SESSION_TOUCH_MS = 60_000;
/** A reset code dies after this many tries. */
export const OTP_MAX_ATTEMPTS = 5;

export const INVALID_LOGIN = 'Invalid email/phone or password';
export const OTP_REQUEST_MESSAGE = 'If an account exists for this email, a verification code has been sent to it.';
export const OTP_INVALID = 'Invalid or expired verification code. Please request a new one.';
export const OTP_WRONG = 'Invalid verification code';
export const OTP_EXPIRED = 'Verification code has expired. Please request a new one.';
export const OTP_DEAD = 'Too many incorrect attempts. Please request a new code.';

// ─── Sessions ─────────────────────────────────────────────────────────────────────────────

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session: a 256-bit random token, stored only as its SHA-256. */
export async function createSession(ctx: AppContext, userId: string, rememberMe: boolean) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + (rememberMe ? SESSION_REMEMBER_TTL_MS : SESSION_TTL_MS));
  await repo.insertSession(ctx.db, { userId, tokenHash: sha256Hex(token), rememberMe, now, expiresAt });
  return { token, expiresAt };
}

/** The signed-in user of a bearer token, or null when it is unknown, expired, idle or revoked. */
export async function authenticateToken(ctx: AppContext, token: string): Promise<SessionUser | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await repo.findSessionWithUser(ctx.db, sha256Hex(token));
  if (!found) return null;
  const { session, user, roles, twoFactorEnabled } = found;
  const now = ctx.now().getTime();
  if (session.revokedAt) return null;
  // A deleted account's sessions are removed with it; this also covers a sign-in racing the delete.
  if (user.deletedAt) return null;
  if (session.expiresAt.getTime() <= now) return null;
  if (!session.rememberMe && session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) return null;
  // Staff sessions end after 30 minutes without a request, remember-me or not (issue 14).
  if (roles.length > 0 && session.lastSeenAt.getTime() + STAFF_SESSION_IDLE_MS <= now) return null;
  if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    await repo.touchSession(ctx.db, session.id, ctx.now(), SESSION_TOUCH_MS);
  }
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phoneNumber: user.phoneNumber,
    userStuffId: user.userStuffId,
    sessionId: session.id,
    roles,
    twoFactorEnabled,
  };
}

export async function logout(ctx: AppContext, user: SessionUser | null) {
  if (user) await repo.revokeSession(ctx.db, user.sessionId, ctx.now());
}

/** Ends every session of the user (after a password change, either flow). */
export async function revokeAllSessions(ctx: AppContext, userId: string) {
  await repo.revokeUserSessions(ctx.db, userId, ctx.now());
}

// ─── Sign-up and sign-in ──────────────────────────────────────────────────────────────────

export type AuthResult = { user: PublicUser; token: string; expiresAt: Date };

/** Input already validated by the route schema (length, common list, +91 phone). `ip` null: not counted (this machine's own). */
export async function register(ctx: AppContext, input: Register, ip: string | null): Promise<AuthResult> {
  if (ip !== null) await consumeRateLimit(ctx, RATE_LIMITS.registerIp, ip);
  const email = normalizeEmail(input.email);
  const phone = normalizePhone(input.phoneNumber);
  if (!phone) throw badRequest('Only Indian (+91) phone numbers are supported');
  const taken = await repo.findTaken(ctx.db, email, phone);
  const duplicate = identityTaken(taken);
  if (duplicate) throw duplicate;
  const passwordHash = await hashPassword(input.password);
  let row: repo.UserRow;
  try {
    row = await repo.insertUserWithStuff(ctx.db, {
      fullName: input.fullName,
      email,
      phoneNumber: phone,
      passwordHash,
      now: ctx.now(),
    });
  } catch (e) {
    throw duplicateConflict(e) ?? e;
  }
  const session = await createSession(ctx, row.id, false);
  return { user: toPublicUser(row), ...session };
}

export async function login(ctx: AppContext, input: Login, ip: string): Promise<AuthResult> {
  const id = normalizeLoginId(input.emailOrPhone);
  await consumeRateLimit(ctx, RATE_LIMITS.loginIp, ip);
  const user =
    id.kind === 'email' ? await repo.findUserByEmail(ctx.db, id.value) : await repo.findUserByPhone(ctx.db, id.value);
  // One counter per account and IP, whether the account is reached by e-mail or by phone (per
  // identifier and IP when no account matches): a wrong guess slows only the guesser's IP.
  await consumeRateLimit(ctx, RATE_LIMITS.loginAccount, `${user ? `user:${user.id}` : `${id.kind}:${id.value}`}|${ip}`);
  // Verify against a dummy hash when no account matches: the answer takes the same time.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !ok) throw unauthorized(INVALID_LOGIN);
  // Two-factor sign-in: the right password alone gets 401 otp_required; each try with a code also
  // counts per account from anywhere (the per-IP limits above count it too).
  if (input.otp?.trim()) await consumeRateLimit(ctx, RATE_LIMITS.loginOtpAccount, user.id);
  const second = await checkSecondFactor(ctx, user.id, input.otp);
  if (second === 'missing' || second === 'invalid') throw signInSecondFactorError(second);
  if (needsRehash(user.passwordHash)) {
    await repo.updateUserPassword(ctx.db, user.id, await hashPassword(input.password), ctx.now());
  }
  const session = await createSession(ctx, user.id, input.rememberMe);
  return { user: toPublicUser(user, await listRoles(ctx.db, user.id)), ...session };
}

/** Which of e-mail / phone (normalised) another account than `exceptUserId` already holds. */
export function findTakenIdentity(
  ctx: AppContext,
  email: string | undefined,
  phone: string | undefined,
  exceptUserId?: string,
) {
  return repo.findTaken(ctx.db, email, phone, exceptUserId);
}

// ─── Password change (signed in) ──────────────────────────────────────────────────────────

/**
 * Checks the current password, stores the new one, ends every session of the user (this one
 * too) and starts a fresh session for this device with the same remember-me choice.
 */
export async function changePassword(
  ctx: AppContext,
  me: SessionUser,
  input: ChangePassword,
  requestLanguage?: Language,
): Promise<AuthResult> {
  await consumeRateLimit(ctx, RATE_LIMITS.changePassword, me.id);
  const row = await repo.findUserById(ctx.db, me.id);
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'Current password is incorrect', 'password_incorrect');
  }
  if (input.newPassword === input.currentPassword) {
    throw fieldError('newPassword', 'New password must be different from your current password');
  }
  const passwordHash = await hashPassword(input.newPassword);
  const current = await repo.findSession(ctx.db, me.sessionId);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await repo.updateUserPassword(tx, me.id, passwordHash, now);
    await repo.revokeUserSessions(tx, me.id, now);
    const { language } = await noticePreferences(tx, me.id, requestLanguage);
    await queueMail(tx, passwordChangedMail(row.email, row.fullName, now, language));
  });
  const session = await createSession(ctx, me.id, current?.rememberMe ?? false);
  return { user: toPublicUser(row, me.roles), ...session };
}


// ─── Password reset by e-mailed code ──────────────────────────────────────────────────────

// The reset code's failures: a wrong code stays under the field; a dead one (`otp_expired`,
// `otp_attempts_exceeded`) sends the devotee back to ask for a new code.
const otpWrong = () => fieldError('otp', OTP_WRONG, 'otp_invalid');
const otpGone = () => badRequest(OTP_INVALID, undefined, 'otp_expired');
const otpDead = () => badRequest(OTP_DEAD, undefined, 'otp_attempts_exceeded');

const otpHash = (salt: string, email: string, code: string) => sha256Hex(`${salt}:${email}:${code}`);

/**
 * Sends a 6-digit code valid for OTP_VALID_SECONDS, replacing any older one. An e-mail with no
 * account gets exactly the same answer and work (a code row is written; nothing is mailed).
 */
export async function requestPasswordOtp(
  ctx: AppContext,
  rawEmail: string,
  ip: string,
  requestLanguage?: Language,
): Promise<{ email: string }> {
  const email = normalizeEmail(rawEmail);
  await consumeRateLimit(ctx, RATE_LIMITS.otpIp, ip);
  await consumeRateLimit(ctx, RATE_LIMITS.otpEmail, email);
  const user = await repo.findUserByEmail(ctx.db, email);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + OTP_VALID_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    await repo.upsertOtp(tx, {
      email,
      userId: user?.id ?? null,
      codeHash: otpHash(salt, email, code),
      salt,
      now,
      expiresAt,
    });
    if (user) {
      const minutes = Math.round(OTP_VALID_SECONDS / 60);
      const { language } = await noticePreferences(tx, user.id, requestLanguage);
      await queueMail(tx, otpMail(email, user.fullName, code, minutes, language));
    }
  });
  return { email };
}

/** Checks the code (single use, 5 tries, bound to the e-mail), sets the password, ends every session. */
export async function resetPasswordWithOtp(
  ctx: AppContext,
  input: OtpReset,
  ip: string,
  requestLanguage?: Language,
): Promise<{ timestamp: string }> {
  await consumeRateLimit(ctx, RATE_LIMITS.otpVerifyIp, ip);
  const email = normalizeEmail(input.email);
  const otp = await repo.claimOtpAttempt(ctx.db, email, OTP_MAX_ATTEMPTS);
  if (!otp) {
    const row = await repo.findOtp(ctx.db, email);
    throw row && !row.consumedAt && row.attempts >= OTP_MAX_ATTEMPTS ? otpDead() : otpGone();
  }
  if (otp.expiresAt.getTime() <= ctx.now().getTime()) throw badRequest(OTP_EXPIRED, undefined, 'otp_expired');
  const expected = Buffer.from(otp.codeHash, 'hex');
  const given = Buffer.from(otpHash(otp.salt, email, input.otp.trim()), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw otp.attempts >= OTP_MAX_ATTEMPTS ? otpDead() : otpWrong();
  }
  // Right code. A code written for an e-mail with no account was never sent to anyone.
  const user = otp.userId ? await repo.findUserById(ctx.db, otp.userId) : undefined;
  if (!user || user.email !== email) throw otpWrong();
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.consumeOtp(tx, otp.id, now))) throw otpGone();
    await repo.updateUserPassword(tx, user.id, passwordHash, now);
    await repo.revokeUserSessions(tx, user.id, now);
    const { language } = await noticePreferences(tx, user.id, requestLanguage);
    await queueMail(tx, passwordChangedMail(user.email, user.fullName, now, language));
  });
  return { timestamp: now.toISOString() };
}

// ─── Housekeeping ─────────────────────────────────────────────────────────────────────────

/** Deletes spent rate-limit windows and codes/sessions that ended over a week ago. */
export function cleanupAuthTables(ctx: AppContext) {
  return repo.deleteExpired(ctx.db, ctx.now(), 7 * DAY);
}
