import { describe, expect, it } from 'vitest';
import type { DraftConsultBooking } from './consult-draft';
import { freeOfSlotTaken, planConsultPayment, receiptPath } from './consult-payment';

const NOW = Date.parse('2026-11-24T04:00:00Z');
const stored: DraftConsultBooking = {
  id: 'b1',
  reference: 'SNK-AAAA-BB',
  key: 'k',
  order: { id: 'order_1', amount: 100000, currency: 'INR' },
  amount: 1000,
};
const pending = { payment_status: 'pending' as const, order_id: 'order_1', hold_expires_at: new Date(NOW + 10 * 60_000).toISOString() };

describe('planConsultPayment', () => {
  it('creates when nothing is stored or the server no longer knows it', () => {
    expect(planConsultPayment({ stored: undefined, key: 'k', server: null, now: NOW })).toBe('create');
    expect(planConsultPayment({ stored, key: 'k', server: null, now: NOW })).toBe('create');
  });
  it('reuses the same pending booking while its time is held', () => {
    expect(planConsultPayment({ stored, key: 'k', server: pending, now: NOW })).toBe('reuse');
  });
  it('creates for another request, another order, a lapsing hold, or a failed or expired one', () => {
    expect(planConsultPayment({ stored, key: 'other', server: pending, now: NOW })).toBe('create');
    expect(planConsultPayment({ stored, key: 'k', server: { ...pending, order_id: 'order_2' }, now: NOW })).toBe('create');
    expect(planConsultPayment({ stored, key: 'k', server: pending, now: NOW + 9.5 * 60_000 })).toBe('create');
    expect(planConsultPayment({ stored, key: 'k', server: { ...pending, payment_status: 'expired' }, now: NOW })).toBe('create');
  });
  it('never pays twice: a paid booking is shown', () => {
    expect(planConsultPayment({ stored, key: 'other', server: { ...pending, payment_status: 'completed' }, now: NOW })).toBe('paid');
  });
});

describe('freeOfSlotTaken', () => {
  it("reads the day's free intervals of a 409 slot_taken", () => {
    const free = [{ from: '2026-11-24T11:00:00+05:30', to: '2026-11-24T13:00:00+05:30' }];
    expect(freeOfSlotTaken({ code: 'slot_taken', details: { free } })).toEqual(free);
    expect(freeOfSlotTaken({ code: 'slot_taken', details: { free: [] } })).toEqual([]);
  });
  it('answers null for anything else', () => {
    expect(freeOfSlotTaken(undefined)).toBeNull();
    expect(freeOfSlotTaken({ details: { free: [{ from: 'x', to: 1 }] } })).toBeNull();
  });
});

describe('receiptPath', () => {
  it('carries the id, and the key when given', () => {
    expect(receiptPath('b1')).toBe('/astro-booking-success?booking=b1');
    expect(receiptPath('b1', 'k/+=')).toBe('/astro-booking-success?booking=b1&key=k%2F%2B%3D');
  });
});
