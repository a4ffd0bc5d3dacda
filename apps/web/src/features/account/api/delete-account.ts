import { useMutation } from '@tanstack/react-query';
import type { AccountDeleted } from '@sankalp/shared/api/account-data';
import type { DeleteAccountInput } from '@sankalp/shared/schemas/account-data';
import { apiPost } from '../../../lib/api';
import { accountT } from '../i18n/index';

/**
 * POST /users/{id}/delete {password, otp?}: erases the account. Every session ends on the server,
 * this one included; a wrong password is a 400 with code `password_incorrect`.
 */
export async function deleteAccount(userId: string, payload: DeleteAccountInput): Promise<AccountDeleted> {
  const body = await apiPost<{ data?: AccountDeleted }>(`/users/${encodeURIComponent(userId)}/delete`, payload);
  if (!body.data?.deletedAt) throw new Error(accountT('data.deleteFailed'));
  return body.data;
}

export const useDeleteAccount = (userId: string) =>
  useMutation({ mutationFn: (payload: DeleteAccountInput) => deleteAccount(userId, payload) });
