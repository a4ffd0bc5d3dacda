import { DEFAULT_COUNTRY } from '@sankalp/shared/constants';
import { addressSchema } from '@sankalp/shared/schemas/address';
import { indianStateSchema } from '@sankalp/shared/states';
import { z } from 'zod';
import type { SavedAddress } from '../api/types';

/**
 * The shared address schema, taking the state as the select's text (the empty option
 * included): same rules, same messages ('State is required' for the empty choice).
 */
export const addressFormSchema = addressSchema.extend({ state: z.string().pipe(indianStateSchema) });

/** The address form's values: text as typed (the schema trims and makes the pincode a number). */
export type AddressFormValues = z.input<typeof addressFormSchema>;

export const emptyAddressForm = (isDefault = false): Required<AddressFormValues> => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  pincode: '',
  state: '',
  country: DEFAULT_COUNTRY,
  isDefault,
});

export const addressToForm = (a: SavedAddress): Required<AddressFormValues> => ({
  addressLine1: a.addressLine1 ?? '',
  addressLine2: a.addressLine2 ?? '',
  city: a.city ?? '',
  pincode: a.pincode === undefined || a.pincode === null ? '' : String(a.pincode),
  state: a.state ?? '',
  country: a.country || DEFAULT_COUNTRY,
  isDefault: !!a.isDefault,
});

/** Two readable lines: street, then city – pincode, state, country. */
export function addressLines(a: Pick<SavedAddress, 'addressLine1' | 'addressLine2' | 'city' | 'pincode' | 'state' | 'country'>): [string, string] {
  const street = [a.addressLine1, a.addressLine2].filter((s) => s && s.trim()).join(', ');
  const place = `${a.city} – ${a.pincode}, ${a.state}${a.country ? `, ${a.country}` : ''}`;
  return [street, place];
}
