import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api';
import { addressesKey } from '../../../lib/addresses';

/** DELETE /users/{userId}/addresses/{addressId} → the deleted id. */
export async function deleteAddress(userId: string, addressId: string): Promise<string> {
  const body = await apiDelete<{ data?: { deletedAddressId?: string }; deletedAddressId?: string }>(
    `/users/${encodeURIComponent(userId)}/addresses/${encodeURIComponent(addressId)}`,
  );
  return body.data?.deletedAddressId ?? body.deletedAddressId ?? addressId;
}

export function useDeleteAddress(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) => deleteAddress(userId, addressId),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}
