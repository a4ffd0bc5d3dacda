import { changePasswordSchema, otpResetSchema, passwordSchema, registerSchema } from '@sankalp/shared';
import { normalizePhone } from './identity';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords';

/**
 * The shared request schemas plus the checks only the server can make: the common-password list
 * (kept off the browser bundle) and the +91-only phone. They fail as field errors (400, `errors`).
 */
export const newPasswordSchema = passwordSchema.refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);

export const PHONE_NOT_INDIAN = 'Only Indian (+91) phone numbers are supported';
export const indianPhoneSchema = registerSchema.shape.phoneNumber.refine((v) => normalizePhone(v) !== null, PHONE_NOT_INDIAN);

export const registerBody = registerSchema.extend({ password: newPasswordSchema, phoneNumber: indianPhoneSchema });
export const otpResetBody = otpResetSchema.extend({ newPassword: newPasswordSchema });
export const changePasswordBody = changePasswordSchema.extend({ newPassword: newPasswordSchema });
