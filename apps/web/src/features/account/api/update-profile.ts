import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate } from '@sankalp/shared/schemas/auth';
import { apiPut } from '../../../lib/api';
import type { AuthUser } from '../../../lib/auth/reducer';
import { accountT } from '../i18n/index';

/** PUT /users/{id} with any of fullName, email, phoneNumber → the updated user. */
export async function updateProfile(userId: string, payload: ProfileUpdate): Promise<AuthUser> {
  const body = await apiPut<{ data?: { user?: AuthUser }; user?: AuthUser }>(`/users/${encodeURIComponent(userId)}`, payload);
  const user = body.data?.user ?? body.user;
  if (!user) throw new Error(accountT('details.updateFailedText'));
  return user;
}

export const useUpdateProfile = (userId: string) =>
  useMutation({ mutationFn: (payload: ProfileUpdate) => updateProfile(userId, payload) });
