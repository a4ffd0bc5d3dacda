import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressSchema } from './address';
import { firstMessage, messages } from './test-utils';

const valid = {
  addressLine1: '  12 Dashashwamedh Ghat Road ',
  addressLine2: '',
  city: ' Varanasi ',
  pincode: '221001',
  state: 'Uttar Pradesh',
};
const msg = (patch: Record<string, unknown>, path: string) => firstMessage(addressSchema, { ...valid, ...patch }, path);

describe('addressSchema', () => {
  it('trims, sends the pincode as a number and defaults the country', () => {
    expect(addressSchema.parse(valid)).toEqual({
      addressLine1: '12 Dashashwamedh Ghat Road',
      addressLine2: '',
      city: 'Varanasi',
      pincode: 221001,
      state: 'Uttar Pradesh',
      country: 'India',
    });
    expect(addressSchema.parse({ ...valid, pincode: 560001, country: '  ', isDefault: true })).toMatchObject({
      pincode: 560001,
      country: 'India',
      isDefault: true,
    });
    expect(addressSchema.parse({ ...valid, addressLine2: undefined, country: 'Bharat' }).country).toBe('Bharat');
  });

  it('line 1 messages', () => {
    expect(msg({ addressLine1: '   ' }, 'addressLine1')).toBe('Address Line 1 is required');
    expect(messages(addressSchema, { ...valid, addressLine1: '' }).addressLine1).toEqual([
      'Address Line 1 is required',
    ]);
    expect(msg({ addressLine1: undefined }, 'addressLine1')).toBe('Address Line 1 is required');
    expect(msg({ addressLine1: 'Gali' }, 'addressLine1')).toBe('Address must be at least 5 characters');
    expect(msg({ addressLine1: 'x'.repeat(101) }, 'addressLine1')).toBe('Address cannot exceed 100 characters');
    expect(msg({ addressLine1: 'x'.repeat(100) }, 'addressLine1')).toBeUndefined();
  });

  it('line 2 message', () => {
    expect(msg({ addressLine2: 'x'.repeat(101) }, 'addressLine2')).toBe('Address Line 2 cannot exceed 100 characters');
  });

  it('city messages', () => {
    expect(msg({ city: '' }, 'city')).toBe('City is required');
    expect(msg({ city: 'Varanasi 2' }, 'city')).toBe('City can only contain letters and spaces');
    expect(msg({ city: 'V' }, 'city')).toBe('City must be at least 2 characters');
    expect(msg({ city: 'V'.repeat(51) }, 'city')).toBe('City cannot exceed 50 characters');
    expect(msg({ city: 'New Delhi' }, 'city')).toBeUndefined();
  });

  it('pincode messages', () => {
    expect(msg({ pincode: '' }, 'pincode')).toBe('Pincode is required');
    expect(msg({ pincode: undefined }, 'pincode')).toBe('Pincode is required');
    for (const bad of ['021001', '22100', '2210011', '22100a', 221001.5, 12345]) {
      expect(msg({ pincode: bad }, 'pincode')).toBe('Please enter a valid 6-digit pincode');
    }
  });

  it('state messages', () => {
    expect(msg({ state: '' }, 'state')).toBe('State is required');
    expect(msg({ state: undefined }, 'state')).toBe('State is required');
    expect(msg({ state: 'Puducherry' }, 'state')).toBe('Please select a valid state');
  });

  it('country message', () => {
    expect(msg({ country: 'x'.repeat(51) }, 'country')).toBe('Country cannot exceed 50 characters');
  });

  it('can be described as JSON Schema for the API docs', () => {
    expect(() => z.toJSONSchema(addressSchema, { io: 'input' })).not.toThrow();
  });
});
