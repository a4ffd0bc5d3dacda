import { describe, expect, it } from 'vitest';
import type { Seva } from '@sankalp/shared/api/catalog';
import { donorSchema } from '@sankalp/shared/schemas/donation';
import { donationRequest, planDonationPayment, requestKeyOf } from './donation-payment';
import { giftOf } from './donation-selection';
import { donorInput, emptyDonorForm, initialDonorForm, panAsTyped } from './donor-form';

const sevas: Seva[] = [{ _id: 's1', title: 'Meal for 10', description: '', price: 751, img: '' }];
const form = {
  ...emptyDonorForm(),
  name: ' Asha Devi ',
  email: 'Asha@Example.com',
  phone: '+91 98765-43210',
  address: '21 Assi Ghat Road, Varanasi',
  gotra_unknown: true,
  gotra: 'Kashyap',
  pan_number: 'abcde1234f',
};

describe('donor form → donation request', () => {
  it('the shared schema checks the donor; the request carries sevas, the amount and the total seen', () => {
    const donor = donorSchema.parse(donorInput(form));
    const request = donationRequest('c1', giftOf(sevas, { s1: 2 }, '501'), donor);
    expect(request).toEqual({
      campaign_id: 'c1',
      sevas: [{ seva_id: 's1', quantity: 2 }],
      custom_donation: 501,
      donor: {
        name: 'Asha Devi',
        email: 'asha@example.com',
        phone: '+919876543210',
        address: '21 Assi Ghat Road, Varanasi',
        gotra: 'Kashyap',
        pan_number: 'ABCDE1234F',
      },
      totalAmount: 2003,
    });
  });

  it("'I don't know my gotra' sends Kashyap; otherwise the typed gotra is checked", () => {
    expect(donorInput({ ...form, gotra_unknown: true, gotra: '' }).gotra).toBe('Kashyap');
    const typed = donorSchema.safeParse(donorInput({ ...form, gotra_unknown: false, gotra: '' }));
    expect(typed.success).toBe(false);
    expect(typed.error?.issues[0]).toMatchObject({ path: ['gotra'], message: 'Gotra is required' });
  });

  it('the spec messages land on the form fields', () => {
    const r = donorSchema.safeParse(donorInput({ ...emptyDonorForm(), email: 'asha@', phone: '12', pan_number: 'ABCDE12345' }));
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      address: 'Address is required',
      gotra: 'Gotra is required',
      pan_number: 'Please enter a valid PAN number (e.g., ABCDE1234F)',
    });
  });

  it('PAN is upper-cased as typed and a blank one is not sent', () => {
    expect(panAsTyped('abcde 1234f')).toBe('ABCDE1234F');
    expect(donorSchema.parse(donorInput({ ...form, pan_number: '  ' })).pan_number).toBeNull();
  });

  it('prefills name, e-mail and phone from the signed-in devotee, unless the draft has the form', () => {
    const user = { fullName: 'Meera Sharma', email: 'meera@example.com', phoneNumber: '9123456780' };
    expect(initialDonorForm(undefined, user)).toMatchObject({ name: 'Meera Sharma', email: 'meera@example.com', phone: '9123456780', address: '' });
    expect(initialDonorForm(form, user)).toBe(form);
    expect(initialDonorForm(undefined, null)).toEqual(emptyDonorForm());
  });
});

describe('planDonationPayment (a second Pay never makes a second donation for the same gift)', () => {
  const prepared = { kind: 'donation' as const, id: 'd1', accessKey: 'k', order: { id: 'order_1', amount: 100, currency: 'INR' }, amount: 1 };
  const request = donationRequest('c1', giftOf(sevas, {}, '1'), donorSchema.parse(donorInput(form)));
  const stored = { prepared, requestKey: requestKeyOf(request) };

  it('reopens the same pending order for the same request', () => {
    expect(planDonationPayment(stored, requestKeyOf(request), { payment_status: 'pending', order_id: 'order_1' })).toBe('reuse');
  });
  it('goes to the receipt when that donation is already paid', () => {
    expect(planDonationPayment(stored, 'another', { payment_status: 'completed', order_id: 'order_1' })).toBe('paid');
  });
  it('makes a new donation otherwise', () => {
    expect(planDonationPayment(undefined, 'x', null)).toBe('create');
    expect(planDonationPayment(stored, requestKeyOf(request), null)).toBe('create');
    expect(planDonationPayment(stored, 'another', { payment_status: 'pending', order_id: 'order_1' })).toBe('create');
    expect(planDonationPayment(stored, requestKeyOf(request), { payment_status: 'failed', order_id: 'order_1' })).toBe('create');
    expect(planDonationPayment(stored, requestKeyOf(request), { payment_status: 'expired', order_id: 'order_1' })).toBe('create');
    expect(planDonationPayment(stored, requestKeyOf(request), { payment_status: 'pending', order_id: 'order_2' })).toBe('create');
  });
});
