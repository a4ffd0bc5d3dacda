import { addressSchema } from '@sankalp/shared/schemas/address';
import { describe, expect, it } from 'vitest';
import { addressFormSchema, addressLines, addressToForm, emptyAddressForm } from './address-form';

const saved = {
  _id: 'a1',
  addressLine1: '12 Ghat Road',
  addressLine2: '',
  city: 'Varanasi',
  pincode: 221001,
  state: 'Uttar Pradesh',
  country: 'India',
  isDefault: true,
};

describe('address form values', () => {
  it('starts empty with India as the country', () => {
    expect(emptyAddressForm()).toMatchObject({ country: 'India', isDefault: false, pincode: '' });
  });

  it('turns a saved address into text values and back through the shared schema (trimmed, pincode a number)', () => {
    const form = addressToForm(saved);
    expect(form.pincode).toBe('221001');
    const parsed = addressSchema.parse({ ...form, city: '  Varanasi ', addressLine1: ' 12 Ghat Road ' });
    expect(parsed).toMatchObject({ addressLine1: '12 Ghat Road', city: 'Varanasi', pincode: 221001, country: 'India' });
  });

  it('checks the form with the shared messages, the empty state choice included', () => {
    const r = addressFormSchema.safeParse({ ...emptyAddressForm(), addressLine1: '12', city: 'V1', pincode: '021001' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      addressLine1: 'Address must be at least 5 characters',
      city: 'City can only contain letters and spaces',
      pincode: 'Please enter a valid 6-digit pincode',
      state: 'State is required',
    });
  });

  it('reads as two lines', () => {
    expect(addressLines(saved)).toEqual(['12 Ghat Road', 'Varanasi – 221001, Uttar Pradesh, India']);
    expect(addressLines({ ...saved, addressLine2: 'Near Assi Ghat' })[0]).toBe('12 Ghat Road, Near Assi Ghat');
  });
});
