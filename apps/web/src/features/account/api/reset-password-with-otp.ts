import { useMutation } from '@tanstack/react-query';
import type { OtpReset } from '@sankalp/shared/schemas/auth';
import { apiPost } from '../../../lib/api';

/** POST /users/change-password-with-otp {email, otp, newPassword}. */
export async function resetPasswordWithOtp(payload: OtpReset): Promise<{ message?: string; timestamp?: string }> {
  return apiPost<{ message?: string; timestamp?: string }>('/users/change-password-with-otp', payload);
}

export const useResetPasswordWithOtp = () => useMutation({ mutationFn: resetPasswordWithOtp });
