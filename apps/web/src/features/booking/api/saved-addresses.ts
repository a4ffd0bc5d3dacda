import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import type { SavedAddress } from '../lib/sankalp-form';

/** GET /users/{id}/addresses — the signed-in devotee's saved addresses. */
export async function fetchSavedAddresses(userId: string, signal?: AbortSignal): Promise<SavedAddress[]> {
  const data = await apiGet<{ addresses: SavedAddress[] }>(`/users/${encodeURIComponent(userId)}/addresses`, signal);
  return data.addresses ?? [];
}

export const savedAddressesKey = (userId: string) => ['booking', 'addresses', userId] as const;

export function useSavedAddresses(userId: string | undefined) {
  return useQuery({
    queryKey: savedAddressesKey(userId ?? ''),
    queryFn: ({ signal }) => fetchSavedAddresses(userId!, signal),
    enabled: !!userId,
  });
}
