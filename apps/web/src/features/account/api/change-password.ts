import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@sankalp/shared/schemas/auth';
import { apiPut } from '../../../lib/api';
import type { AuthResult } from './types';
import { accountT } from '../i18n/index';

/**
 * PUT /users/{id}/change-password {currentPassword, newPassword}. Every session of the account
 * ends, this one included: the answer carries the new session, which the caller must store.
 */
export async function changePassword(userId: string, payload: ChangePassword): Promise<AuthResult & { message?: string }> {
  const body = await apiPut<{ message?: string; data?: Partial<AuthResult>; token?: string }>(
    `/users/${encodeURIComponent(userId)}/change-password`,
    payload,
  );
  const token = body.data?.token ?? body.token;
  const user = body.data?.user;
  if (!token || !user) throw new Error(accountT('forgot.changeFailed'));
  return { user, token, expiresAt: body.data?.expiresAt, message: body.message };
}

export const useChangePassword = (userId: string) =>
  useMutation({ mutationFn: (payload: ChangePassword) => changePassword(userId, payload) });
