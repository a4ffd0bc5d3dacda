import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@sankalp/shared/schemas/address';
import { apiPut } from '../../../lib/api';
import { addressesKey } from '../../../lib/addresses';
import type { SavedAddress } from './types';
import { accountT } from '../i18n/index';

/** PUT /users/{userId}/addresses/{addressId} → the updated address. */
export async function updateAddress(userId: string, addressId: string, address: Address): Promise<SavedAddress> {
  const body = await apiPut<{ data?: { address?: SavedAddress }; address?: SavedAddress }>(
    `/users/${encodeURIComponent(userId)}/addresses/${encodeURIComponent(addressId)}`,
    address,
  );
  const updated = body.data?.address ?? body.address;
  if (!updated) throw new Error(accountT('addresses.updateFailed'));
  return updated;
}

export function useUpdateAddress(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id: string; address: Address }) => updateAddress(userId, id, address),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}
