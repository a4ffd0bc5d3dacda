import { apiRequest } from '../api';
import type { AuthUser } from './reducer';

/** GET /auth/me: the signed-in user, fresh from the server. */
export async function fetchMe(signal?: AbortSignal): Promise<AuthUser> {
  const body = await apiRequest<{ data?: { user?: AuthUser }; user?: AuthUser }>('/auth/me', { signal });
  const user = body.data?.user ?? body.user;
  if (!user) throw new Error('No user in the answer');
  return user;
}

/**
 * POST /auth/logout with an explicit token: the local session is already gone when this runs,
 * so the call neither depends on it nor signs anyone out a second time. `{}` as the body
 * (the server refuses an empty JSON body).
 */
export async function revokeSession(token: string): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST', body: {}, headers: { Authorization: `Bearer ${token}` } });
}
