import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput } from '@sankalp/shared/schemas/address';
import { apiPost } from '../../../lib/api';
import type { SavedAddress } from '../lib/sankalp-form';
import { savedAddressesKey } from './saved-addresses';

/** POST /users/{id}/addresses — saves a new address; answers it. */
export async function createAddress(userId: string, address: AddressInput): Promise<SavedAddress> {
  const res = await apiPost<{ data: { address: SavedAddress } }>(`/users/${encodeURIComponent(userId)}/addresses`, address);
  return res.data.address;
}

/** Saves and puts the new address into the cached list at once. */
export function useCreateAddress(userId: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (address: AddressInput) => createAddress(userId!, address),
    onSuccess: (created) => {
      qc.setQueryData<SavedAddress[]>(savedAddressesKey(userId ?? ''), (list) => [...(list ?? []), created]);
      void qc.invalidateQueries({ queryKey: savedAddressesKey(userId ?? '') });
    },
  });
}
