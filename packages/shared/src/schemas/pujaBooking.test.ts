import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chadhavaForPujaSchema, paymentVerifySchema, pujaBookingSchema } from './pujaBooking';
import { firstMessage } from './test-utils';

const id = (n: number) => `3f1c2d9e-8a4b-4c6d-9e2f-1a2b3c4d5e6${n}`;
const booking = {
  puja_ref_id: id(1),
  ways_to_participate_ref_id: id(2),
  chadhava_included: null,
  amount_total: 1151,
  sankalp_ref_id: id(3),
  payment_status: 'pending',
  donor_details: { full_name: 'Ramesh Kumar', email: 'ramesh@example.com', phone: '9876543210' },
};

describe('pujaBookingSchema', () => {
  it('accepts the spec payload; chadhava_included defaults to null', () => {
    expect(pujaBookingSchema.parse(booking)).toEqual(booking);
    const rest: Partial<typeof booking> = { ...booking };
    delete rest.chadhava_included;
    delete rest.payment_status;
    expect(pujaBookingSchema.parse(rest).chadhava_included).toBeNull();
  });
  it('rejects bad ids, totals and donor details', () => {
    expect(firstMessage(pujaBookingSchema, { ...booking, sankalp_ref_id: 'abc' }, 'sankalp_ref_id')).toBe('Invalid id');
    expect(firstMessage(pujaBookingSchema, { ...booking, amount_total: 0 }, 'amount_total')).toBe(
      'Invalid total amount',
    );
    expect(firstMessage(pujaBookingSchema, { ...booking, amount_total: '1151' }, 'amount_total')).toBe(
      'Invalid total amount',
    );
    expect(
      firstMessage(
        pujaBookingSchema,
        { ...booking, donor_details: { ...booking.donor_details, email: 'x' } },
        'donor_details.email',
      ),
    ).toBe('Please enter a valid email address');
  });
});

describe('chadhavaForPujaSchema', () => {
  const payload = {
    pujaId: id(4),
    puja_chadhava_items: [{ item_id: id(5), quantity: 2 }],
    total_amount: 1353,
    pandit_dakshina_amount: '101',
    message_for_pandit: 'Please pray for my mother',
  };
  it("takes the dakshina in whole rupees only: a fraction or text is 'Enter whole rupees', never another number", () => {
    expect(chadhavaForPujaSchema.parse(payload).pandit_dakshina_amount).toBe(101);
    expect(chadhavaForPujaSchema.parse({ ...payload, pandit_dakshina_amount: '251' }).pandit_dakshina_amount).toBe(251);
    for (const bad of ['abc', 50.9, '501.00', '1e3', -1]) {
      expect(firstMessage(chadhavaForPujaSchema, { ...payload, pandit_dakshina_amount: bad }, 'pandit_dakshina_amount')).toBe(
        'Enter whole rupees',
      );
    }
    expect(chadhavaForPujaSchema.parse({ ...payload, pandit_dakshina_amount: undefined }).pandit_dakshina_amount).toBe(
      0,
    );
  });
  it('quantities are whole and at least 1', () => {
    const withQty = (quantity: unknown) => ({ ...payload, puja_chadhava_items: [{ item_id: id(5), quantity }] });
    expect(firstMessage(chadhavaForPujaSchema, withQty(0), 'puja_chadhava_items.0.quantity')).toBe(
      'Quantity must be at least 1',
    );
    expect(firstMessage(chadhavaForPujaSchema, withQty(1.5), 'puja_chadhava_items.0.quantity')).toBe(
      'Invalid quantity',
    );
  });
  it('needs an item or a dakshina', () => {
    const none = { ...payload, puja_chadhava_items: [], pandit_dakshina_amount: '' };
    expect(firstMessage(chadhavaForPujaSchema, none, 'puja_chadhava_items')).toBe(
      'Please select at least one chadhava item or provide a donation.',
    );
    expect(chadhavaForPujaSchema.safeParse({ ...none, pandit_dakshina_amount: 21 }).success).toBe(true);
  });
  it('message for the pandit up to 1000 characters', () => {
    expect(
      firstMessage(chadhavaForPujaSchema, { ...payload, message_for_pandit: 'm'.repeat(1001) }, 'message_for_pandit'),
    ).toBe('Message cannot exceed 1000 characters');
  });
  it('can be described as JSON Schema for the API docs', () => {
    expect(() => z.toJSONSchema(chadhavaForPujaSchema, { io: 'input' })).not.toThrow();
  });
});

describe('paymentVerifySchema', () => {
  const verify = {
    bookingId: id(6),
    razorpay_payment_id: 'pay_1',
    razorpay_order_id: 'order_1',
    razorpay_signature: 'sig',
  };
  it('needs every field non-empty', () => {
    expect(paymentVerifySchema.parse(verify)).toEqual(verify);
    expect(firstMessage(paymentVerifySchema, { ...verify, bookingId: '' }, 'bookingId')).toBe('Booking ID is required');
    expect(firstMessage(paymentVerifySchema, { ...verify, razorpay_payment_id: ' ' }, 'razorpay_payment_id')).toBe(
      'Payment ID is required',
    );
    expect(firstMessage(paymentVerifySchema, { ...verify, razorpay_order_id: undefined }, 'razorpay_order_id')).toBe(
      'Order ID is required',
    );
    expect(firstMessage(paymentVerifySchema, { ...verify, razorpay_signature: '' }, 'razorpay_signature')).toBe(
      'Payment signature is required',
    );
  });
});
