import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnable, TwoFactorEnabled } from '@sankalp/shared/schemas/two-factor';
import { apiPost } from '../../../lib/api';
import { twoFactorKey } from './two-factor-status';
import { accountT } from '../i18n/index';

/** POST /auth/2fa/enable {code}: switches it on and answers the recovery codes, this once (400 `otp_invalid`). */
export async function enableTwoFactor(payload: TwoFactorEnable): Promise<TwoFactorEnabled> {
  const body = await apiPost<{ data?: TwoFactorEnabled }>('/auth/2fa/enable', payload);
  if (!body.data?.recoveryCodes?.length) throw new Error(accountT('twoFactor.enableFailed'));
  return body.data;
}

export const useEnableTwoFactor = (userId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKey(userId) }),
  });
};
