import { addressSchema } from '@sankalp/shared/schemas/address';
import { describe, expect, it } from 'vitest';
import { addressLines, addressToForm, emptyAddressForm } from './address-form';

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

  it('reads as two lines', () => {
    expect(addressLines(saved)).toEqual(['12 Ghat Road', 'Varanasi – 221001, Uttar Pradesh, India']);
    expect(addressLines({ ...saved, addressLine2: 'Near Assi Ghat' })[0]).toBe('12 Ghat Road, Near Assi Ghat');
  });
});
