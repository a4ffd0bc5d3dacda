import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@sankalp/shared/schemas/address';
import { apiPost } from '../../../lib/api';
import { addressesKey } from './list-addresses';
import type { SavedAddress } from './types';

/** POST /users/{userId}/addresses → the created address (the first one becomes the default). */
export async function createAddress(userId: string, address: Address): Promise<SavedAddress> {
  const body = await apiPost<{ data?: { address?: SavedAddress }; address?: SavedAddress }>(
    `/users/${encodeURIComponent(userId)}/addresses`,
    address,
  );
  const created = body.data?.address ?? body.address;
  if (!created) throw new Error('Failed to add address');
  return created;
}

export function useCreateAddress(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (address: Address) => createAddress(userId, address),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}
