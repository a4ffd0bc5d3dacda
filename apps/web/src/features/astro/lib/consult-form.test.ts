import { describe, expect, it } from 'vitest';
import { PANDIT_BOOKING_ERRORS } from '@sankalp/shared/schemas/panditBooking';
import {
  cleanConsultForm,
  consultErrors,
  consultRequest,
  emptyConsultForm,
  firstError,
  phoneInput,
  prefilledConsultForm,
  type ConsultForm,
} from './consult-form';
import { NOT_FREE_MESSAGE, istIso } from './consult-time';

const PANDIT = '7a1f4a52-3c43-4d8e-9a55-2f0d3b1c6e01';
const DAY = '2026-11-24';
const FREE = [{ from: istIso(DAY, '10:00'), to: istIso(DAY, '13:00') }];
const ctx = { panditId: PANDIT, fee: 1000, services: ['Astro'] as const, today: '2026-11-23', free: FREE };
const filled: ConsultForm = {
  name: ' Meera Iyer ',
  email: ' Meera.Iyer@Example.COM ',
  phone: '9876543210',
  serviceType: 'Astro',
  date: DAY,
  from: '10:00',
  to: '10:30',
  specialRequests: '  About my career  ',
};

describe('consultRequest', () => {
  it('sends the spec payload: e-mail lower-cased and trimmed, phone digits, ISO +05:30 times, the fee', () => {
    expect(consultRequest(PANDIT, filled, 1000)).toEqual({
      panditId: PANDIT,
      customer: { name: 'Meera Iyer', email: 'meera.iyer@example.com', phone: '9876543210' },
      serviceType: 'Astro',
      preferredTime: { from: '2026-11-24T10:00:00+05:30', to: '2026-11-24T10:30:00+05:30' },
      amount: 1000,
      specialRequests: 'About my career',
    });
  });
  it('leaves out empty special requests', () => {
    expect(consultRequest(PANDIT, { ...filled, specialRequests: '  ' }, 1000)).not.toHaveProperty('specialRequests');
  });
});

describe('consultErrors (the shared schema and the time rules)', () => {
  it('has none for a complete form', () => {
    expect(consultErrors(filled, ctx)).toEqual({});
  });
  it("uses the spec's messages", () => {
    const errors = consultErrors(emptyConsultForm(), ctx);
    expect(errors).toMatchObject({
      name: 'Please enter your name',
      phone: 'Phone number is required',
      serviceType: 'Please select a service type',
      date: 'Please select preferred date',
    });
    expect(errors.email).toBeTruthy();
    expect(firstError(errors)).toBe('name');
  });
  it('checks the phone: exactly 10 digits, starting 6-9', () => {
    expect(consultErrors({ ...filled, phone: '98765' }, ctx).phone).toBe('Phone number must be exactly 10 digits');
    expect(consultErrors({ ...filled, phone: '5876543210' }, ctx).phone).toBe('Phone number must start with 6, 7, 8, or 9');
  });
  it('checks the e-mail pattern', () => {
    expect(consultErrors({ ...filled, email: 'meera@example' }, ctx).email).toBe('Please enter a valid email address');
  });
  it('refuses a service the pandit does not offer', () => {
    expect(consultErrors({ ...filled, serviceType: 'Vastu' }, ctx).serviceType).toBe(PANDIT_BOOKING_ERRORS.serviceNotOffered);
  });
  it('puts the time messages on the time fields', () => {
    expect(consultErrors({ ...filled, from: '', to: '' }, ctx)).toEqual({ from: 'Please select preferred time slots' });
    expect(consultErrors({ ...filled, to: '09:45' }, ctx)).toEqual({ to: 'End time must be after start time' });
    expect(consultErrors({ ...filled, from: '12:45', to: '13:15' }, ctx)).toEqual({ from: NOT_FREE_MESSAGE });
  });
});

describe('typing and stored forms', () => {
  it('keeps the 10 digits of a typed or pasted mobile number', () => {
    expect(phoneInput('98765 43210')).toBe('9876543210');
    expect(phoneInput('+91 98765-43210')).toBe('9876543210');
    expect(phoneInput('098765 43210')).toBe('9876543210');
    expect(phoneInput('98 76 54')).toBe('987654');
    expect(phoneInput('987654321099')).toBe('9876543210');
  });
  it('prefills the signed-in devotee and the only service', () => {
    expect(prefilledConsultForm({ fullName: 'Meera', email: 'm@x.in', phoneNumber: '+919876543210' }, ['Vastu'])).toMatchObject({
      name: 'Meera',
      email: 'm@x.in',
      phone: '9876543210',
      serviceType: 'Vastu',
    });
    expect(prefilledConsultForm(null, ['Astro', 'Vastu']).serviceType).toBe('');
  });
  it('cleans a stored form', () => {
    expect(cleanConsultForm(null)).toBeNull();
    expect(cleanConsultForm({ ...filled, serviceType: 'Tarot', date: '2026-02-30', from: '25:00', phone: 'x98765432101' })).toMatchObject({
      serviceType: '',
      date: '',
      from: '',
      phone: '9876543210',
    });
  });
});
