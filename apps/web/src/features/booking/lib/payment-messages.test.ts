import { describe, expect, it } from 'vitest';
import { classifyPayFailure } from './payment-messages';

const answer = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  message,
  body: { success: false, message, error: message, code, ...extra },
});

describe('classifyPayFailure (by the answer’s code)', () => {
  it('total_changed with the current total (details, or data as older answers had it)', () => {
    expect(classifyPayFailure(answer(409, 'total_changed', 'The total has changed.', { details: { amount_total: 1500 } }))).toEqual({
      type: 'total-changed',
      amount: 1500,
    });
    expect(classifyPayFailure(answer(409, 'total_changed', 'x', { data: { amount_total: 900 } }))).toEqual({ type: 'total-changed', amount: 900 });
    expect(classifyPayFailure(answer(409, 'total_changed', 'x')).type).toBe('error');
  });
  it('closed, paid, expired, sankalp missing', () => {
    expect(classifyPayFailure(answer(409, 'booking_closed', 'Booking for this puja has closed'))).toEqual({
      type: 'closed',
      message: 'Booking for this puja has closed',
    });
    expect(classifyPayFailure(answer(409, 'already_paid', 'This booking has already been paid')).type).toBe('paid');
    expect(classifyPayFailure(answer(409, 'booking_expired', 'This booking has expired.')).type).toBe('expired');
    expect(classifyPayFailure(answer(404, 'sankalp_not_found', 'Sankalp not found')).type).toBe('sankalp-missing');
  });
  it('the wording never decides', () => {
    expect(classifyPayFailure({ message: 'Booking for this puja has closed' }).type).toBe('error');
    expect(classifyPayFailure(answer(409, 'conflict', 'This booking has already been paid')).type).toBe('error');
    expect(classifyPayFailure(answer(404, 'not_found', 'Sankalp not found')).type).toBe('error');
    expect(classifyPayFailure(null)).toEqual({ type: 'error', message: '' });
  });
});
