import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Register } from '@sankalp/shared/schemas/auth';
import { apiPost } from '../../../lib/api';
import { readAuthResult, type AuthEnvelope, type AuthResult } from './types';
import { accountT } from '../i18n/index';

/** POST /auth/register {phoneNumber, fullName, email, password} (the confirmation is never sent). */
export async function register(payload: Register): Promise<AuthResult> {
  return readAuthResult(await apiPost<AuthEnvelope>('/auth/register', payload), accountT('signup.failed'));
}

/** Options given here run even if the form has gone (the auth state must always settle). */
export const useRegisterMutation = (options?: Omit<UseMutationOptions<AuthResult, Error, Register>, 'mutationFn'>) =>
  useMutation({ mutationFn: register, ...options });
