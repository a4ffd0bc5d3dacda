import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Login } from '@sankalp/shared/schemas/auth';
import { apiPost } from '../../../lib/api';
import { readAuthResult, type AuthEnvelope, type AuthResult } from './types';
import { accountT } from '../i18n/index';

/** POST /auth/login {emailOrPhone, password, rememberMe} (remember me = a longer server session). */
export async function login(payload: Login): Promise<AuthResult> {
  return readAuthResult(await apiPost<AuthEnvelope>('/auth/login', payload), accountT('signin.failed'));
}

/** Options given here run even if the form has gone (the auth state must always settle). */
export const useLoginMutation = (options?: Omit<UseMutationOptions<AuthResult, Error, Login>, 'mutationFn'>) =>
  useMutation({ mutationFn: login, ...options });
