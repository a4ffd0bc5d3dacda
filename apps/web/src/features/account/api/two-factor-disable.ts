import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorDisable } from '@sankalp/shared/schemas/two-factor';
import { apiPost } from '../../../lib/api';
import { twoFactorKey } from './two-factor-status';

/** POST /auth/2fa/disable {password, otp}: 400 `password_incorrect` or `otp_invalid`. */
export async function disableTwoFactor(payload: TwoFactorDisable): Promise<void> {
  await apiPost('/auth/2fa/disable', payload);
}

export const useDisableTwoFactor = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey(userId) }),
  });
};
