import { describe, expect, it } from 'vitest';
import {
  DONATION_AMOUNT_REQUIRED_MESSAGE,
  DONATION_TOO_LARGE_MESSAGE,
  donationAmountSchema,
  donationRequestSchema,
  donationVerifySchema,
  donorSchema,
  PAN_MESSAGE,
  receipt80G,
} from './donation';
import { firstMessage } from './test-utils';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6${n}`;
const donor = {
  name: 'Ramesh Kumar',
  email: 'Ramesh@Example.com',
  phone: '+91 98765 43210',
  address: '12 Temple Road, Varanasi 221001',
  gotra: 'Kashyap',
  pan_number: 'abcde1234f',
};
const request = { campaign_id: id(1), sevas: [{ seva_id: id(2), quantity: 2 }], custom_donation: 501, donor };

describe('donorSchema', () => {
  it('normalises: e-mail lower-cased, phone digits with +, PAN upper-cased, empty PAN is none', () => {
    expect(donorSchema.parse(donor)).toEqual({
      ...donor,
      email: 'ramesh@example.com',
      phone: '+919876543210',
      pan_number: 'ABCDE1234F',
    });
    expect(donorSchema.parse({ ...donor, pan_number: '' }).pan_number).toBeNull();
    expect(donorSchema.parse({ ...donor, pan_number: undefined }).pan_number).toBeNull();
    expect(donorSchema.parse({ ...donor, pan_number: null }).pan_number).toBeNull();
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', 'x'.repeat(101), 'Name cannot exceed 100 characters'],
    ['email', '', 'Email address is required'],
    ['email', 'ramesh@', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.in`, 'Email address is too long'],
    ['phone', '', 'Phone number is required'],
    ['phone', '98765432', 'Please enter a valid phone number'],
    ['phone', '1234567890123456', 'Please enter a valid phone number'],
    ['phone', '98765x43210', 'Please enter a valid phone number'],
    ['phone', '91+9876543210', 'Please enter a valid phone number'],
    ['address', ' ', 'Address is required'],
    ['address', 'x'.repeat(501), 'Address cannot exceed 500 characters'],
    ['gotra', '', 'Gotra is required'],
    ['gotra', 'x'.repeat(51), 'Gotra cannot exceed 50 characters'],
    ['gotra', 'Kashyap1', 'Gotra can only contain letters and spaces'],
    ['pan_number', 'ABCD1234F', PAN_MESSAGE],
    ['pan_number', 'ABCDE12345', PAN_MESSAGE],
  ])('%s %j → %s', (field, value, message) => {
    expect(firstMessage(donorSchema, { ...donor, [field]: value }, field)).toBe(message);
  });

  it('accepts 9 and 15 digits, with or without +', () => {
    expect(donorSchema.parse({ ...donor, phone: '987654321' }).phone).toBe('987654321');
    expect(donorSchema.parse({ ...donor, phone: '+123456789012345' }).phone).toBe('+123456789012345');
  });
});

describe('donationAmountSchema (custom_donation)', () => {
  it.each([
    [501, 501],
    ['501', 501],
    [' 42 ', 42],
    [0, 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [1_000_000, 1_000_000],
  ])('%j → %d', (input, amount) => {
    expect(donationAmountSchema.parse(input)).toBe(amount);
  });

  it.each([[50.5], ['50.5'], ['1e3'], ['-5'], [-5], ['5 01'], ['₹500'], ['1,000'], ['abc'], [true]])(
    '%j → Enter whole rupees',
    (input) => {
      const r = donationAmountSchema.safeParse(input);
      expect(r.success).toBe(false);
      if (input !== true) expect(r.error?.issues[0]?.message).toBe('Enter whole rupees');
    },
  );

  it('refuses more than ₹10,00,000 with the contact-us message', () => {
    expect(DONATION_TOO_LARGE_MESSAGE).toBe('For donations above ₹10,00,000 please contact us');
    for (const input of [1_000_001, '1000001', '99999999999999999999999']) {
      expect(donationAmountSchema.safeParse(input).error?.issues[0]?.message).toBe(DONATION_TOO_LARGE_MESSAGE);
    }
  });
});

describe('donationRequestSchema', () => {
  it('accepts the spec payload (sevas default to none, totalAmount optional)', () => {
    const parsed = donationRequestSchema.parse({ campaign_id: id(1), custom_donation: '251', donor });
    expect(parsed.sevas).toEqual([]);
    expect(parsed.custom_donation).toBe(251);
    expect(parsed.totalAmount).toBeUndefined();
    expect(donationRequestSchema.parse({ ...request, totalAmount: 1703 }).totalAmount).toBe(1703);
  });

  it('needs a seva or an amount', () => {
    expect(firstMessage(donationRequestSchema, { ...request, sevas: [], custom_donation: 0 }, 'custom_donation')).toBe(
      DONATION_AMOUNT_REQUIRED_MESSAGE,
    );
  });

  it('checks ids and quantities', () => {
    expect(firstMessage(donationRequestSchema, { ...request, campaign_id: 'x' }, 'campaign_id')).toBe('Invalid id');
    const q = (quantity: unknown) =>
      firstMessage(donationRequestSchema, { ...request, sevas: [{ seva_id: id(2), quantity }] }, 'sevas.0.quantity');
    expect(q(0)).toBe('Quantity must be at least 1');
    expect(q(101)).toBe('Quantity cannot exceed 100');
    expect(q(1.5)).toBe('Invalid quantity');
    expect(q('2')).toBe('Invalid quantity');
    expect(firstMessage(donationRequestSchema, { ...request, totalAmount: '1703' }, 'totalAmount')).toBe(
      'Invalid total amount',
    );
  });
});

describe('donationVerifySchema', () => {
  it('needs all four fields', () => {
    expect(firstMessage(donationVerifySchema, { razorpay_order_id: 'order_1' }, 'donation_id')).toBe(
      'Donation ID is required',
    );
  });
});

describe('receipt80G', () => {
  it('is an 80G receipt above ₹500 with a PAN for an eligible campaign', () => {
    expect(receipt80G({ amount: 501, pan: 'ABCDE1234F', campaignEligible: true })).toEqual({
      eligible: true,
      reasons: [],
      reason: null,
    });
  });

  it('says why not', () => {
    expect(receipt80G({ amount: 500, pan: 'ABCDE1234F', campaignEligible: true }).reason).toBe(
      'No 80G certificate: the amount is not above ₹500.',
    );
    expect(receipt80G({ amount: 1001, pan: null, campaignEligible: true }).reason).toBe(
      'No 80G certificate: no PAN was given.',
    );
    expect(receipt80G({ amount: 1001, pan: 'ABCDE1234F', campaignEligible: false }).reason).toBe(
      'No 80G certificate: this campaign is not eligible for 80G.',
    );
    expect(receipt80G({ amount: 251, pan: null, campaignEligible: false })).toEqual({
      eligible: false,
      reasons: ['amount', 'pan', 'campaign'],
      reason:
        'No 80G certificate: the amount is not above ₹500, no PAN was given and this campaign is not eligible for 80G.',
    });
  });
});
