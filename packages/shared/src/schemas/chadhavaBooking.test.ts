import { describe, expect, it } from 'vitest';
import {
  chadhavaBookingSchema,
  chadhavaDonorSchema,
  chadhavaVerifySchema,
  mergeOfferingLines,
} from './chadhavaBooking';
import { firstMessage } from './test-utils';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6${n}`;
const donor = { fullName: 'Ramesh Kumar', email: 'ramesh@example.in', phone: '9876543210', gotra: 'Kashyap' };
const booking = { event: id(1), donorDetails: donor, offerings: [{ offering: id(2), quantity: 2 }] };

describe('chadhavaDonorSchema (the checkout form)', () => {
  it('accepts the form, trims, lower-cases the e-mail; gotra optional, blank is null', () => {
    expect(chadhavaDonorSchema.parse({ ...donor, fullName: '  Ramesh  ', email: 'Ramesh@Example.IN' })).toEqual({
      ...donor,
      fullName: 'Ramesh',
    });
    expect(chadhavaDonorSchema.parse({ ...donor, gotra: undefined }).gotra).toBeNull();
    expect(chadhavaDonorSchema.parse({ ...donor, gotra: '  ' }).gotra).toBeNull();
    expect(chadhavaDonorSchema.parse({ ...donor, gotra: null }).gotra).toBeNull();
  });

  it.each([
    ['fullName', '', 'Please enter your name'],
    ['fullName', undefined, 'Please enter your name'],
    ['fullName', 'x'.repeat(101), 'Name cannot exceed 100 characters'],
    ['fullName', 'Ra\u0007mesh', 'Please enter a valid name'],
    ['email', '', 'Email address is required'],
    ['email', 'ramesh@example', 'Please enter a valid email address'],
    ['email', `${'a'.repeat(250)}@x.in`, 'Email address is too long'],
    ['email', 'ra\u0000mesh@example.in', 'Please enter a valid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', '987654321', 'Phone number must be exactly 10 digits'],
    ['phone', '98765432101', 'Phone number must be exactly 10 digits'],
    ['phone', '98765 43210', 'Phone number must be exactly 10 digits'],
    ['phone', '1234567890', 'Phone number must start with 6, 7, 8, or 9'],
    ['gotra', 'K'.repeat(51), 'Gotra cannot exceed 50 characters'],
    ['gotra', 'Kashyap-1', 'Gotra can only contain letters and spaces'],
  ])('%s %j → %s', (field, value, message) => {
    expect(firstMessage(chadhavaDonorSchema, { ...donor, [field]: value }, field)).toBe(message);
  });

  it('accepts names and gotras in other scripts', () => {
    expect(chadhavaDonorSchema.safeParse({ ...donor, fullName: 'रमेश कुमार', gotra: 'कश्यप' }).success).toBe(true);
  });
});

describe('chadhavaBookingSchema', () => {
  it('accepts the spec payload; offerings default to none; totalAmount optional', () => {
    expect(chadhavaBookingSchema.parse(booking)).toEqual(booking);
    const { offerings: _omitted, ...rest } = booking;
    expect(chadhavaBookingSchema.parse(rest).offerings).toEqual([]);
    expect(chadhavaBookingSchema.parse({ ...booking, totalAmount: 102 }).totalAmount).toBe(102);
  });

  it('quantities are whole, from 1 to 10 per offering, repeated lines added up', () => {
    for (const quantity of [0, 11, 1.5, '1e3', -1, null, Number.NaN, Infinity]) {
      const input = { ...booking, offerings: [{ offering: id(2), quantity }] };
      expect(firstMessage(chadhavaBookingSchema, input, 'offerings.0.quantity'), String(quantity)).toBe(
        'Invalid offering quantity',
      );
    }
    const repeated = (a: number, b: number) => ({
      ...booking,
      offerings: [
        { offering: id(2), quantity: a },
        { offering: id(2).toUpperCase(), quantity: b },
      ],
    });
    expect(chadhavaBookingSchema.safeParse(repeated(5, 5)).success).toBe(true);
    expect(firstMessage(chadhavaBookingSchema, repeated(6, 5), 'offerings')).toBe('Invalid offering quantity');
    expect(mergeOfferingLines(repeated(2, 3).offerings)).toEqual(new Map([[id(2), 5]]));
  });

  it('ids, totals and the list size are checked', () => {
    expect(firstMessage(chadhavaBookingSchema, { ...booking, event: 'abc' }, 'event')).toBe('Invalid event ID');
    expect(
      firstMessage(
        chadhavaBookingSchema,
        { ...booking, offerings: [{ offering: 'x', quantity: 1 }] },
        'offerings.0.offering',
      ),
    ).toBe('Please select offerings of this event');
    expect(firstMessage(chadhavaBookingSchema, { ...booking, totalAmount: -1 }, 'totalAmount')).toBe(
      'Invalid total amount',
    );
    expect(firstMessage(chadhavaBookingSchema, { ...booking, totalAmount: '10' }, 'totalAmount')).toBe(
      'Invalid total amount',
    );
    const many = Array.from({ length: 51 }, (_, i) => ({ offering: id(i % 10), quantity: 1 }));
    expect(chadhavaBookingSchema.safeParse({ ...booking, offerings: many }).success).toBe(false);
  });
});

describe('chadhavaVerifySchema', () => {
  it('takes the three Checkout fields and an optional bookingId; caps lengths', () => {
    const cb = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab' };
    expect(chadhavaVerifySchema.parse(cb)).toEqual(cb);
    expect(chadhavaVerifySchema.parse({ ...cb, bookingId: id(1) }).bookingId).toBe(id(1));
    expect(chadhavaVerifySchema.safeParse({ ...cb, razorpay_signature: 'x'.repeat(257) }).success).toBe(false);
    expect(chadhavaVerifySchema.safeParse({ ...cb, razorpay_order_id: '' }).success).toBe(false);
  });
});
