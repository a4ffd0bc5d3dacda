import { describe, expect, it } from 'vitest';
import {
  blockFamilyNameInput,
  blockNameInput,
  canAddFamilyMember,
  emptySankalpForm,
  familyLimit,
  familyLimitMessage,
  hasBlockedChar,
  prefilledForm,
  restoreForm,
  sankalpFormSchema,
  toSankalpInput,
  type SankalpFormValues,
  type SavedAddress,
} from './sankalp-form';

const valid: SankalpFormValues = {
  ...emptySankalpForm(),
  full_name: 'Asha Devi',
  gotra: 'Bharadwaj',
  phone_number: '98765 43210',
  email_address: 'asha@example.com',
};
const home: SavedAddress = {
  _id: 'a1',
  addressLine1: '12 Lanka Road',
  addressLine2: '',
  city: 'Varanasi',
  pincode: 221005,
  state: 'Uttar Pradesh',
  country: 'India',
};
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('input blocking (part 2 § 5)', () => {
  it('blocks commas and semicolons in names', () => {
    expect(blockNameInput('Asha, Devi;')).toBe('Asha Devi');
    expect(hasBlockedChar(',')).toBe(true);
    expect(hasBlockedChar(';')).toBe(true);
    expect(hasBlockedChar('a;b')).toBe(false); // a paste: let through, then cleaned
    expect(hasBlockedChar('Asha')).toBe(false);
    expect(hasBlockedChar(null)).toBe(false);
  });
  it('blocks typing beyond 25 characters', () => {
    expect(blockNameInput('A'.repeat(30))).toHaveLength(25);
    expect(blockFamilyNameInput('Ravi Kumar Shankar Prasad Verma')).toBe('Ravi Kumar Shankar Prasad');
  });
});

describe('family-member limit', () => {
  it('is numberOfPeople − 1', () => {
    expect(familyLimit(4)).toBe(3);
    expect(familyLimit(1)).toBe(0);
    expect(familyLimit(undefined)).toBe(0);
    expect(familyLimitMessage(4)).toBe('You can add up to 3 family members only');
  });
  it('disables Add at the limit', () => {
    expect(canAddFamilyMember(2, 4)).toBe(true);
    expect(canAddFamilyMember(3, 4)).toBe(false);
    expect(canAddFamilyMember(0, 1)).toBe(false);
  });
  it('refuses more names than the package admits, counting only non-empty names', () => {
    const four = { ...valid, family_members_names: ['Ravi', 'Meena', 'Kiran', 'Tara'] };
    expect(issues(sankalpFormSchema(4).safeParse(four))).toEqual({
      family_members_names: 'You can add up to 3 family members only',
    });
    const withBlanks = { ...valid, family_members_names: ['Ravi', ' ', '', 'Meena'] };
    const r = sankalpFormSchema(3).safeParse(withBlanks);
    expect(r.success && r.data.family_members_names).toEqual(['Ravi', 'Meena']);
  });
  it("checks each name's length and characters at its own index", () => {
    const r = sankalpFormSchema(4).safeParse({ ...valid, family_members_names: ['Ravi', 'x'.repeat(26)] });
    expect(issues(r)).toEqual({
      'family_members_names.1': "Each family member's name cannot exceed 25 characters",
    });
  });
});

describe('the form schema (shared sankalp schema, spec messages)', () => {
  it('gives the spec messages at the form fields', () => {
    expect(issues(sankalpFormSchema(1).safeParse(emptySankalpForm()))).toEqual({
      full_name: 'Full name is required',
      gotra: 'Gotra is required',
      phone_number: 'Phone number is required',
      email_address: 'Email address is required',
    });
    const bad = { ...valid, full_name: 'A', phone_number: '12345', email_address: 'asha@' };
    expect(issues(sankalpFormSchema(1).safeParse(bad))).toEqual({
      full_name: 'Name must be at least 2 characters',
      phone_number: 'Phone number must have at least 10 digits',
      email_address: 'Please enter a valid email address',
    });
  });
  it("sends Kashyap when the gotra is unknown, whatever the field holds", () => {
    const r = sankalpFormSchema(1).safeParse({ ...valid, gotra: '', gotra_unknown: true });
    expect(r.success && r.data.gotra).toBe('Kashyap');
  });
  it('special prayers: up to 1000 characters, blank left out', () => {
    expect(issues(sankalpFormSchema(1).safeParse({ ...valid, special_prayers_or_sankalp: 'x'.repeat(1001) }))).toEqual({
      special_prayers_or_sankalp: 'Special prayers cannot exceed 1000 characters',
    });
    expect(toSankalpInput({ ...valid, special_prayers_or_sankalp: '  ' }).special_prayers_or_sankalp).toBeUndefined();
  });
  it('no prasad: no address is sent, even if one was typed', () => {
    const typed = { ...valid, address_for_prasad_delivery: { ...valid.address_for_prasad_delivery, city: 'Pune' } };
    expect(toSankalpInput(typed).address_for_prasad_delivery).toBeUndefined();
  });
  it('prasad with a typed address: the address rules apply at the address fields', () => {
    const r = sankalpFormSchema(1).safeParse({ ...valid, wants_prasad: true });
    expect(issues(r)).toMatchObject({
      'address_for_prasad_delivery.addressLine1': 'Address Line 1 is required',
      'address_for_prasad_delivery.city': 'City is required',
      'address_for_prasad_delivery.state': 'State is required',
    });
    const ok = sankalpFormSchema(1).safeParse({
      ...valid,
      wants_prasad: true,
      address_for_prasad_delivery: { ...savedForm(home), pincode: '221005' },
    });
    expect(ok.success && ok.data.address_for_prasad_delivery).toMatchObject({ pincode: 221005, country: 'India' });
  });
  it('prasad with a saved address: the chosen one is sent; none chosen is an error', () => {
    const chosen = { ...valid, wants_prasad: true, address_source: 'saved' as const, saved_address_id: 'a1' };
    const r = sankalpFormSchema(1, [home]).safeParse(chosen);
    expect(r.success && r.data.address_for_prasad_delivery).toMatchObject({ addressLine1: '12 Lanka Road', pincode: 221005 });
    expect(issues(sankalpFormSchema(1, [home]).safeParse({ ...chosen, saved_address_id: '' }))).toEqual({
      address_for_prasad_delivery: 'Prasad delivery address is required',
    });
  });
});

function savedForm(a: SavedAddress) {
  return {
    addressLine1: a.addressLine1,
    addressLine2: '',
    city: a.city,
    pincode: String(a.pincode),
    state: a.state,
    country: 'India',
  };
}

describe('prefill and restore', () => {
  it('prefills name, e-mail and phone of the signed-in devotee', () => {
    const f = prefilledForm({ fullName: 'Meera Sharma', email: 'meera@example.com', phoneNumber: '+919876500001' });
    expect(f).toMatchObject({ full_name: 'Meera Sharma', email_address: 'meera@example.com', phone_number: '+919876500001' });
    expect(prefilledForm(null)).toEqual(emptySankalpForm());
  });
  it('restores a draft over the prefill, field by field, applying the typing rules', () => {
    const base = prefilledForm({ fullName: 'Meera', email: 'm@example.com' });
    const restored = restoreForm(
      { full_name: 'Asha, Devi', gotra_unknown: true, family_members_names: ['Ravi', 3, 'Meena;'] as unknown as string[], wants_prasad: true },
      base,
    );
    expect(restored).toMatchObject({
      full_name: 'Asha Devi',
      email_address: 'm@example.com',
      gotra_unknown: true,
      family_members_names: ['Ravi', 'Meena'],
      wants_prasad: true,
      address_source: 'new',
    });
    expect(restoreForm(undefined, base)).toBe(base);
  });
});
