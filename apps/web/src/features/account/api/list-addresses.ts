import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { SavedAddress } from './types';

export const addressesKey = (userId: string) => ['account', 'addresses', userId] as const;

/** GET /users/{userId}/addresses → the addresses, the default first. */
export async function listAddresses(userId: string, signal?: AbortSignal): Promise<SavedAddress[]> {
  const data = await apiGet<{ addresses?: SavedAddress[]; count?: number }>(`/users/${encodeURIComponent(userId)}/addresses`, signal);
  return data.addresses ?? [];
}

export const useAddresses = (userId: string | undefined) =>
  useQuery({
    queryKey: addressesKey(userId ?? ''),
    queryFn: ({ signal }) => listAddresses(userId!, signal),
    enabled: !!userId,
  });
