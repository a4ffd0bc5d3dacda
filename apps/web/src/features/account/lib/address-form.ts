import { DEFAULT_COUNTRY } from '@sankalp/shared/constants';
import type { AddressInput } from '@sankalp/shared/schemas/address';
import type { SavedAddress } from '../api/types';

/** The address form's values: all text (the schema trims and makes the pincode a number). */
export type AddressFormValues = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  pincode: string;
  state: string;
  country: string;
  isDefault: boolean;
};

export const emptyAddressForm = (isDefault = false): AddressFormValues => ({
  addressLine1: '',
  addressLine2: '',
  city: '',
  pincode: '',
  state: '',
  country: DEFAULT_COUNTRY,
  isDefault,
});

export const addressToForm = (a: SavedAddress): AddressFormValues => ({
  addressLine1: a.addressLine1 ?? '',
  addressLine2: a.addressLine2 ?? '',
  city: a.city ?? '',
  pincode: a.pincode === undefined || a.pincode === null ? '' : String(a.pincode),
  state: a.state ?? '',
  country: a.country || DEFAULT_COUNTRY,
  isDefault: !!a.isDefault,
});

/** The form values are a valid schema input as they stand. */
export const asAddressInput = (v: AddressFormValues): AddressInput => v;

/** Two readable lines: street, then city – pincode, state, country. */
export function addressLines(a: Pick<SavedAddress, 'addressLine1' | 'addressLine2' | 'city' | 'pincode' | 'state' | 'country'>): [string, string] {
  const street = [a.addressLine1, a.addressLine2].filter((s) => s && s.trim()).join(', ');
  const place = `${a.city} – ${a.pincode}, ${a.state}${a.country ? `, ${a.country}` : ''}`;
  return [street, place];
}
