import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@sankalp/shared/schemas/two-factor';
import { apiPost } from '../../../lib/api';
import { accountT } from '../i18n/index';

/** POST /auth/2fa/setup: a new secret and its otpauth:// URL (409 `2fa_already_enabled` when on). */
export async function setupTwoFactor(): Promise<TwoFactorSetup> {
  const body = await apiPost<{ data?: TwoFactorSetup }>('/auth/2fa/setup', {});
  if (!body.data?.secret) throw new Error(accountT('twoFactor.startFailed'));
  return body.data;
}

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
