import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxFamilyMembers, sankalpRequestSchema, sankalpSchema, sankalpSchemaFor } from './sankalp';
import { firstMessage, messages } from './test-utils';

const valid = {
  full_name: 'Ramesh Kumar',
  gotra: 'Bharadwaj',
  phone_number: '+91 98765 43210',
  email_address: 'ramesh@example.com',
  family_members_names: ['Sita Devi', ''],
  special_prayers_or_sankalp: 'For good health',
  wants_prasad: false,
};
const msg = (patch: Record<string, unknown>, path: string) => firstMessage(sankalpSchema, { ...valid, ...patch }, path);
const address = { addressLine1: '12 Assi Ghat', city: 'Varanasi', pincode: '221005', state: 'Uttar Pradesh' };

describe('sankalpSchema', () => {
  it('accepts a valid sankalp and drops empty family names', () => {
    const out = sankalpSchema.parse({ ...valid, family_members_names: ['  Sita Devi ', '', '   ', 'Gopal'] });
    expect(out.family_members_names).toEqual(['Sita Devi', 'Gopal']);
    expect(sankalpSchema.parse({ ...valid, family_members_names: undefined }).family_members_names).toEqual([]);
  });

  it('full name messages', () => {
    expect(msg({ full_name: '' }, 'full_name')).toBe('Full name is required');
    expect(msg({ full_name: 'R' }, 'full_name')).toBe('Name must be at least 2 characters');
    expect(msg({ full_name: 'R'.repeat(26) }, 'full_name')).toBe('Name cannot exceed 25 characters');
    expect(msg({ full_name: 'R'.repeat(25) }, 'full_name')).toBeUndefined();
    expect(msg({ full_name: 'Ramesh, Kumar' }, 'full_name')).toBe('Name can only contain letters and spaces');
    expect(msg({ full_name: 'रमेश कुमार' }, 'full_name')).toBeUndefined();
  });

  it('gotra messages (unknown gotra is sent as Kashyap)', () => {
    expect(msg({ gotra: '' }, 'gotra')).toBe('Gotra is required');
    expect(msg({ gotra: 'G'.repeat(51) }, 'gotra')).toBe('Gotra cannot exceed 50 characters');
    expect(msg({ gotra: 'Gotra1' }, 'gotra')).toBe('Gotra can only contain letters and spaces');
    expect(msg({ gotra: 'Kashyap' }, 'gotra')).toBeUndefined();
  });

  it('phone counts digits: 10 to 15', () => {
    expect(msg({ phone_number: '' }, 'phone_number')).toBe('Phone number is required');
    expect(msg({ phone_number: '98765 4321' }, 'phone_number')).toBe('Phone number must have at least 10 digits');
    expect(msg({ phone_number: '1234567890123456' }, 'phone_number')).toBe('Phone number cannot exceed 15 digits');
    expect(msg({ phone_number: '+91-98765-43210' }, 'phone_number')).toBeUndefined();
    expect(msg({ phone_number: 'call 9876543210' }, 'phone_number')).toBe('Please enter a valid phone number');
  });

  it('email messages', () => {
    expect(msg({ email_address: '' }, 'email_address')).toBe('Email address is required');
    expect(msg({ email_address: 'ramesh@example' }, 'email_address')).toBe('Please enter a valid email address');
  });

  it('family member names', () => {
    expect(msg({ family_members_names: ['S'.repeat(26)] }, 'family_members_names.0')).toBe(
      "Each family member's name cannot exceed 25 characters",
    );
    expect(msg({ family_members_names: ['Sita; Gita'] }, 'family_members_names.0')).toBe(
      'Family member names cannot contain commas or semicolons',
    );
    expect(msg({ family_members_names: ['', 'Sita, Gita'] }, 'family_members_names.1')).toBe(
      'Family member names cannot contain commas or semicolons',
    );
  });

  it('special prayers up to 1000 characters', () => {
    expect(msg({ special_prayers_or_sankalp: 'p'.repeat(1000) }, 'special_prayers_or_sankalp')).toBeUndefined();
    expect(msg({ special_prayers_or_sankalp: 'p'.repeat(1001) }, 'special_prayers_or_sankalp')).toBe(
      'Special prayers cannot exceed 1000 characters',
    );
  });

  it('prasad needs an address, validated with the address messages', () => {
    expect(msg({ wants_prasad: true }, 'address_for_prasad_delivery')).toBe('Prasad delivery address is required');
    expect(sankalpSchema.parse({ ...valid, wants_prasad: true, address_for_prasad_delivery: address })).toMatchObject({
      wants_prasad: true,
      address_for_prasad_delivery: { pincode: 221005, country: 'India' },
    });
    const bad = messages(sankalpSchema, {
      ...valid,
      wants_prasad: true,
      address_for_prasad_delivery: { addressLine1: 'Gali', city: '', pincode: '012345', state: '' },
    });
    expect(bad['address_for_prasad_delivery.addressLine1']).toEqual(['Address must be at least 5 characters']);
    expect(bad['address_for_prasad_delivery.city']).toEqual(['City is required']);
    expect(bad['address_for_prasad_delivery.pincode']).toEqual(['Please enter a valid 6-digit pincode']);
    expect(bad['address_for_prasad_delivery.state']).toEqual(['State is required']);
    expect(sankalpSchema.parse({ ...valid }).wants_prasad).toBe(false);
  });
});

describe('sankalpSchemaFor(numberOfPeople)', () => {
  it('allows numberOfPeople − 1 family members', () => {
    expect(maxFamilyMembers(3)).toBe(2);
    expect(maxFamilyMembers(1)).toBe(0);
    expect(maxFamilyMembers(0)).toBe(0);
    const schema = sankalpSchemaFor(3);
    expect(schema.safeParse({ ...valid, family_members_names: ['Sita', 'Gopal'] }).success).toBe(true);
    expect(
      firstMessage(schema, { ...valid, family_members_names: ['Sita', 'Gopal', 'Hari'] }, 'family_members_names'),
    ).toBe('You can add up to 2 family members only');
  });
  it('counts names after dropping empty ones', () => {
    expect(sankalpSchemaFor(3).safeParse({ ...valid, family_members_names: ['Sita', '', ' ', 'Gopal'] }).success).toBe(
      true,
    );
  });
  it('a single-person package takes no family members', () => {
    expect(
      firstMessage(sankalpSchemaFor(1), { ...valid, family_members_names: ['Sita'] }, 'family_members_names'),
    ).toBe('You can add up to 0 family members only');
  });
});

describe('sankalpRequestSchema', () => {
  it('adds optional puja and package ids', () => {
    const ids = {
      puja_ref_id: '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6f',
      ways_to_participate_ref_id: '7a1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6f',
    };
    expect(sankalpRequestSchema.parse({ ...valid, ...ids })).toMatchObject(ids);
    expect(sankalpRequestSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(sankalpRequestSchema, { ...valid, puja_ref_id: 'x' }, 'puja_ref_id')).toBe('Invalid id');
    expect(firstMessage(sankalpRequestSchema, { ...valid, wants_prasad: true }, 'address_for_prasad_delivery')).toBe(
      'Prasad delivery address is required',
    );
  });
  it('can be described as JSON Schema for the API docs', () => {
    expect(() => z.toJSONSchema(sankalpRequestSchema, { io: 'input' })).not.toThrow();
  });
});
