import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

/**
 * POST /users/request-password-change-otp {email}. The answer is the same whether or not an
 * account exists for the e-mail (no account discovery).
 */
export async function requestPasswordOtp(email: string): Promise<{ message?: string; email?: string }> {
  return apiPost<{ message?: string; email?: string }>('/users/request-password-change-otp', { email });
}

export const useRequestPasswordOtp = () => useMutation({ mutationFn: requestPasswordOtp });
