import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema, panditBookingSchema, panditVerifySchema } from './panditBooking';
import { firstMessage } from './test-utils';

const booking = {
  panditId: '3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e61',
  customer: { name: 'Asha Verma', email: '  Asha@Example.IN ', phone: '9876543210' },
  serviceType: 'Astro',
  preferredTime: { from: '2026-11-23T10:00:00+05:30', to: '2026-11-23T10:30:00+05:30' },
  amount: 1000,
  specialRequests: '  About my career  ',
};
const withCustomer = (c: Record<string, unknown>) => ({ ...booking, customer: { ...booking.customer, ...c } });

describe('panditBookingSchema (the consultation form)', () => {
  it('accepts the spec payload: e-mail trimmed and lower-cased, phone digits, requests trimmed', () => {
    const parsed = panditBookingSchema.parse({ ...booking, customer: { ...booking.customer, phone: '98765 43210' } });
    expect(parsed.customer).toEqual({ name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' });
    expect(parsed.specialRequests).toBe('About my career');
    expect(panditBookingSchema.parse({ ...booking, specialRequests: '  ' }).specialRequests).toBeNull();
    expect(panditBookingSchema.parse({ ...booking, amount: undefined }).amount).toBeUndefined();
    expect(
      panditBookingSchema.parse({
        ...booking,
        preferredTime: { from: '2026-11-23T04:30:00Z', to: '2026-11-23T05:00:00.000Z' },
      }),
    ).toBeTruthy();
  });

  it.each([
    [withCustomer({ name: '  ' }), 'customer.name', 'Please enter your name'],
    [withCustomer({ email: '' }), 'customer.email', 'Email is required'],
    [withCustomer({ email: 'asha' }), 'customer.email', 'Please enter a valid email address'],
    [withCustomer({ phone: '' }), 'customer.phone', 'Phone number is required'],
    [withCustomer({ phone: '987654321' }), 'customer.phone', 'Phone number must be exactly 10 digits'],
    [withCustomer({ phone: '98765432101' }), 'customer.phone', 'Phone number must be exactly 10 digits'],
    [withCustomer({ phone: '4876543210' }), 'customer.phone', 'Phone number must start with 6, 7, 8, or 9'],
    [{ ...booking, serviceType: '' }, 'serviceType', 'Please select a service type'],
    [{ ...booking, preferredTime: { from: '', to: '' } }, 'preferredTime.from', 'Please select preferred time slots'],
    [
      { ...booking, preferredTime: { from: '2026-11-23T10:00:00', to: booking.preferredTime.to } },
      'preferredTime.from',
      'Please select preferred time slots',
    ],
    [
      { ...booking, preferredTime: { from: booking.preferredTime.to, to: booking.preferredTime.from } },
      'preferredTime.to',
      'End time must be after start time',
    ],
    [
      { ...booking, specialRequests: 'x'.repeat(501) },
      'specialRequests',
      'Special requests cannot exceed 500 characters',
    ],
    [{ ...booking, amount: Number.POSITIVE_INFINITY }, 'amount', 'Invalid Amount'],
    [{ ...booking, amount: '1000' }, 'amount', 'Invalid Amount'],
  ])('refuses %# with its message', (input, path, message) => {
    expect(firstMessage(panditBookingSchema, input, path)).toBe(message);
  });

  it('allows line breaks in special requests, never NUL', () => {
    expect(panditBookingSchema.safeParse({ ...booking, specialRequests: 'a\nb\tc' }).success).toBe(true);
    expect(panditBookingSchema.safeParse({ ...booking, specialRequests: 'a\u0000b' }).success).toBe(false);
    expect(panditBookingSchema.safeParse(withCustomer({ name: 'A\u0000' })).success).toBe(false);
  });
});

describe('availability and verify', () => {
  it('takes a real calendar date only', () => {
    expect(availabilityQuerySchema.safeParse({ date: '2026-11-23' }).success).toBe(true);
    for (const date of ['2026-02-30', '2026-13-01', '23-11-2026', '', '2026-11-23T00:00'])
      expect(availabilityQuerySchema.safeParse({ date }).success).toBe(false);
  });

  it('needs the three checkout fields', () => {
    expect(
      panditVerifySchema.safeParse({ razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' })
        .success,
    ).toBe(true);
    expect(panditVerifySchema.safeParse({ razorpay_order_id: 'o' }).success).toBe(false);
  });
});
