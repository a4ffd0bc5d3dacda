import { z } from 'zod';
import { PASSWORD_MAX } from '../constants';

/** TOTP as every authenticator app shows it (RFC 6238 defaults): 6 digits, a new one every 30 s. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given once when two-factor sign-in is switched on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const TOTP_CODE_FORMAT = 'The code is 6 digits';
export const SECOND_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code';

/** Exactly 6 digits (spaces allowed while typing: "123 456"). */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_REQUIRED })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: TOTP_CODE_REQUIRED, abort: true })
      .regex(/^\d{6}$/, TOTP_CODE_FORMAT),
  );

/** A current code or a recovery code (the server tells them apart). */
export const secondFactorSchema = z
  .string({ error: SECOND_FACTOR_REQUIRED })
  .trim()
  .min(1, { error: SECOND_FACTOR_REQUIRED, abort: true })
  .max(64, 'Invalid verification code');

/** POST /auth/2fa/enable: the first code from the app proves it holds the secret. */
export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnable = z.output<typeof twoFactorEnableSchema>;

/** POST /auth/2fa/disable: the password and a code (or a recovery code). */
export const twoFactorDisableSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  otp: secondFactorSchema,
});
export type TwoFactorDisable = z.output<typeof twoFactorDisableSchema>;

/** The answers of the two-factor calls (`data`). */
export type TwoFactorSetup = { secret: string; otpauthUrl: string };
export type TwoFactorEnabled = { recoveryCodes: string[] };
export type TwoFactorStatus = { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
