import { z } from 'zod';
import { ACCOUNT_NAME_MAX, NAME_MIN, OTP_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../constants';
import { countDigits, EMAIL_PATTERN, emailSchema, passwordSchema, PHONE_CHARACTERS, requiredText } from './fields';

const isPhone = (v: string): boolean =>
  PHONE_CHARACTERS.test(v) && countDigits(v) >= PHONE_MIN_DIGITS && countDigits(v) <= PHONE_MAX_DIGITS;

/** Account full name: 2 to 100 characters (the spec gives only the minimum). */
const accountNameSchema = requiredText('Full name is required', 'Please enter a valid name')
  .min(NAME_MIN, `Name must be at least ${NAME_MIN} characters`)
  .max(ACCOUNT_NAME_MAX, `Name cannot exceed ${ACCOUNT_NAME_MAX} characters`);

/** Account phone: 10 to 15 digits. */
const accountPhoneSchema = requiredText('Phone number is required', 'Please enter a valid phone number').refine(
  isPhone,
  'Please enter a valid phone number',
);

/** POST /auth/login. Text with an @ must be an e-mail, anything else a phone number. */
export const loginSchema = z.object({
  emailOrPhone: requiredText('Email or phone number is required').refine(
    (v) => (v.includes('@') ? EMAIL_PATTERN.test(v) : isPhone(v)),
    'Please enter a valid email address or phone number',
  ),
  // Only required: sign-in never re-checks the sign-up length rules.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  rememberMe: z.boolean().default(false),
  /**
   * For an account with two-factor sign-in: the authenticator's current 6-digit code or one unused
   * recovery code (schemas/two-factor.ts). Without it such an account gets 401 `otp_required`.
   */
  otp: z.string().trim().max(64, 'Invalid verification code').optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

/** POST /auth/register. */
export const registerSchema = z.object({
  fullName: accountNameSchema,
  phoneNumber: accountPhoneSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type Register = z.output<typeof registerSchema>;

/** The sign-up form: the register payload plus a confirmation (removed before sending). */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type RegisterForm = z.output<typeof registerFormSchema>;

/** POST /users/request-password-change-otp. */
export const otpRequestSchema = z.object({ email: emailSchema });
export type OtpRequest = z.output<typeof otpRequestSchema>;

/** Exactly 6 digits, numbers only. */
export const otpSchema = z
  .string({ error: 'OTP is required' })
  .trim()
  .min(1, { error: 'OTP is required', abort: true })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be exactly ${OTP_LENGTH} digits`);

/** POST /users/change-password-with-otp. */
export const otpResetSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  newPassword: passwordSchema,
});
export type OtpReset = z.output<typeof otpResetSchema>;

/** The reset form: the reset payload plus a confirmation. */
export const otpResetFormSchema = otpResetSchema
  .extend({
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type OtpResetForm = z.output<typeof otpResetFormSchema>;

/** PUT /users/{id}/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: passwordSchema,
});
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** PUT /users/{id}: every field optional, each valid when present. */
export const profileUpdateSchema = z.object({
  fullName: accountNameSchema.optional(),
  email: emailSchema.optional(),
  phoneNumber: accountPhoneSchema.optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
