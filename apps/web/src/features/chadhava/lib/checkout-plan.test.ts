import { describe, expect, it, vi } from 'vitest';
import type { ChadhavaBookingCreated } from '@sankalp/shared/api/chadhava-bookings';
import { ApiError } from '../../../lib/api';
import { bookingKey, bookingRequest, planChadhavaPayment, prepareChadhavaBooking } from './checkout-plan';
import { chadhavaDraft, type DraftChadhavaBooking } from './selection-storage';
import { makeOffering } from './test-fixtures';
import { memoryStorage } from '../../../test/memory-storage';
import { testOrder } from '../../../test/payment-fixtures';

const donor = { fullName: 'Asha Devi', email: 'asha@example.com', phone: '9876543210', gotra: '', gotraUnknown: true };
const NOW = Date.parse('2026-11-21T10:00:00Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
const stored: DraftChadhavaBooking = {
  id: 'b1',
  reference: 'SNK-AAAA-11',
  key: 'K',
  ...testOrder(352, 'order_1', 'rzp'),
};

describe('bookingRequest', () => {
  it('event, donor (Kashyap when unknown), offerings and the total; the key ignores offering order', () => {
    const req = bookingRequest('e1', { diya: 2, mala: 1 }, donor, 352);
    expect(req).toEqual({
      event: 'e1',
      donorDetails: { fullName: 'Asha Devi', email: 'asha@example.com', phone: '9876543210', gotra: 'Kashyap' },
      offerings: [
        { offering: 'diya', quantity: 2 },
        { offering: 'mala', quantity: 1 },
      ],
      totalAmount: 352,
    });
    expect(bookingKey(req)).toBe(bookingKey(bookingRequest('e1', { mala: 1, diya: 2 }, donor, 352)));
    expect(bookingKey(req)).not.toBe(bookingKey(bookingRequest('e1', { diya: 3, mala: 1 }, donor, 403)));
  });
});

describe('planChadhavaPayment (one held slot per request)', () => {
  const pending = { payment_status: 'pending' as const, order_id: 'order_1', hold_expires_at: later(10 * 60_000) };
  it('reopens the same pending booking while its slot is held', () => {
    expect(planChadhavaPayment({ draft: stored, key: 'K', server: pending, now: NOW })).toBe('reuse');
  });
  it('paid already → paid', () => {
    expect(planChadhavaPayment({ draft: stored, key: 'K2', server: { ...pending, payment_status: 'completed' }, now: NOW })).toBe('paid');
  });
  it('creates when there is none, the request changed, it failed or expired, or the hold is lapsing', () => {
    expect(planChadhavaPayment({ draft: undefined, key: 'K', server: null, now: NOW })).toBe('create');
    expect(planChadhavaPayment({ draft: stored, key: 'K', server: null, now: NOW })).toBe('create');
    expect(planChadhavaPayment({ draft: stored, key: 'K2', server: pending, now: NOW })).toBe('create');
    expect(planChadhavaPayment({ draft: stored, key: 'K', server: { ...pending, payment_status: 'failed' }, now: NOW })).toBe('create');
    expect(planChadhavaPayment({ draft: stored, key: 'K', server: { ...pending, order_id: 'order_2' }, now: NOW })).toBe('create');
    expect(planChadhavaPayment({ draft: stored, key: 'K', server: { ...pending, hold_expires_at: later(30_000) }, now: NOW })).toBe('create');
    expect(planChadhavaPayment({ draft: stored, key: 'K', server: { ...pending, hold_expires_at: null }, now: NOW })).toBe('create');
  });
});

describe('prepareChadhavaBooking', () => {
  const offerings = [makeOffering({ _id: 'diya' })];
  const created = { booking: { _id: 'b-new', reference: 'SNK-NEW0-01' }, accessKey: 'k', ...testOrder(102, 'order_new', 'rzp'), currency: 'INR' } as unknown as ChadhavaBookingCreated;
  const request = bookingRequest('e1', { diya: 2 }, donor, 102);

  it('creates one and keeps it in the draft; the next press reopens it', async () => {
    const draft = chadhavaDraft('e1', offerings, memoryStorage());
    const create = vi.fn(async () => created);
    const read = vi.fn(async () => ({ payment_status: 'pending' as const, order_id: 'order_new', hold_expires_at: later(15 * 60_000) }));
    const first = await prepareChadhavaBooking({ draft, request, create, read, now: NOW });
    expect(first).toEqual({ paid: false, booking: expect.objectContaining({ id: 'b-new', reference: 'SNK-NEW0-01', order: created.order }) });
    const second = await prepareChadhavaBooking({ draft, request, create, read, now: NOW });
    expect(second.booking.id).toBe('b-new');
    expect(create).toHaveBeenCalledOnce();
  });

  it('a draft booking the server does not know (404) is replaced; other failures stop', async () => {
    const draft = chadhavaDraft('e1', offerings, memoryStorage());
    draft.save({ booking: { ...stored, key: bookingKey(request) } });
    const create = vi.fn(async () => created);
    const gone = await prepareChadhavaBooking({ draft, request, create, read: async () => Promise.reject(new ApiError('Booking not found', 404)), now: NOW });
    expect(gone.booking.id).toBe('b-new');
    await expect(
      prepareChadhavaBooking({ draft, request, create, read: async () => Promise.reject(new ApiError('Network error', 0)), now: NOW }),
    ).rejects.toThrow('Network error');
  });

  it('answers paid with the draft booking when the server says it is paid', async () => {
    const draft = chadhavaDraft('e1', offerings, memoryStorage());
    draft.save({ booking: stored });
    const r = await prepareChadhavaBooking({
      draft,
      request,
      create: vi.fn(),
      read: async () => ({ payment_status: 'completed', order_id: 'order_1', hold_expires_at: null }),
      now: NOW,
    });
    expect(r).toEqual({ booking: stored, paid: true });
  });
});
