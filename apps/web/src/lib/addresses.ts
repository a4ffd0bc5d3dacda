import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@sankalp/shared/schemas/address';
import { apiGet, apiPost } from './api';

/**
 * The signed-in devotee's saved addresses: one client and one cache key for every feature that
 * reads them (the account's address book, the sankalp form's prasad address, later checkouts), so
 * an address saved in one place shows at once in the others.
 */
export type SavedAddress = {
  _id: string;
  id?: string;
  userId?: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  pincode: number;
  state: string;
  country: string;
  isDefault: boolean;
  createdAt?: string;
};

export const addressesKey = (userId: string) => ['addresses', userId] as const;

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

/** POST /users/{userId}/addresses → the created address (the first one becomes the default). */
export async function createAddress(userId: string, address: AddressInput): Promise<SavedAddress> {
  const body = await apiPost<{ data?: { address?: SavedAddress }; address?: SavedAddress }>(
    `/users/${encodeURIComponent(userId)}/addresses`,
    address,
  );
  const created = body.data?.address ?? body.address;
  if (!created) throw new Error('Failed to save address');
  return created;
}

/** Saves, puts the new address into the cached list at once, then re-reads it (defaults may move). */
export function useCreateAddress(userId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) => createAddress(userId!, address),
    onSuccess: (created) => {
      qc.setQueryData<SavedAddress[]>(addressesKey(userId ?? ''), (list) => [...(list ?? []), created]);
      void qc.invalidateQueries({ queryKey: addressesKey(userId ?? '') });
    },
  });
}
