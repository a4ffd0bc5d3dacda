import { describe, expect, it } from 'vitest';
import {
  checkoutOutcomeToast,
  classifyPayFailure,
  payErrorToast,
  paymentSuccessToast,
  totalChangedToast,
  verifyFailedToast,
} from './payment-messages';

describe('payment toasts (part 2 § 8): success 8 s, errors 6 s', () => {
  it('Payment Successful! thanks with the amount and the payment id', () => {
    expect(paymentSuccessToast(1402, 'pay_123')).toEqual({
      kind: 'success',
      title: 'Payment Successful!',
      description: 'Thank you for your offering of ₹1,402. Payment ID: pay_123',
      duration: 8000,
    });
  });
  it('a verification failure says the booking confirms itself if money was taken, with the support number', () => {
    const t = verifyFailedToast('+91 98765 43210');
    expect(t).toMatchObject({ kind: 'error', title: 'Payment Verification Failed', duration: 6000 });
    expect(t.description).toMatch(/^Could not verify payment\. /);
    expect(t.description).toContain('confirmed automatically');
    expect(t.description).toContain('+91 98765 43210');
  });
  it('maps the window outcomes: dismissed → cancelled, payment.failed → the provider description', () => {
    expect(checkoutOutcomeToast({ outcome: 'dismissed' })).toEqual({
      kind: 'info',
      title: 'Payment Cancelled',
      description: 'Your payment was cancelled',
      duration: 6000,
    });
    expect(checkoutOutcomeToast({ outcome: 'failed', error: { description: 'Card declined' } })).toEqual({
      kind: 'error',
      title: 'Payment Failed',
      description: 'Card declined. Please try again or contact support.',
      duration: 6000,
    });
    expect(checkoutOutcomeToast({ outcome: 'failed', error: { description: 'Bank is down.' } }).description).toBe(
      'Bank is down. Please try again or contact support.',
    );
  });
  it('any other error: Payment Error / Failed to initiate payment', () => {
    expect(payErrorToast()).toEqual({
      kind: 'error',
      title: 'Payment Error',
      description: 'Failed to initiate payment. Please try again or contact support.',
      duration: 6000,
    });
    expect(totalChangedToast(1500).description).toContain('₹1,500');
  });
});

describe('classifyPayFailure (the server catalogue)', () => {
  const conflict = (message: string, body?: unknown) => ({ status: 409, message, body });
  it('409 with the current total', () => {
    const body = { success: false, message: 'The total has changed. Current total is ₹1,500.', data: { amount_total: 1500 } };
    expect(classifyPayFailure(conflict(body.message, body))).toEqual({ type: 'total-changed', amount: 1500 });
  });
  it('closed, paid, expired', () => {
    expect(classifyPayFailure(conflict('Booking for this puja has closed')).type).toBe('closed');
    expect(classifyPayFailure(conflict('This booking has already been paid')).type).toBe('paid');
    expect(classifyPayFailure(conflict('This booking has expired. Please book again.')).type).toBe('expired');
  });
  it('an unknown sankalp, and everything else', () => {
    expect(classifyPayFailure({ status: 404, message: 'Sankalp not found' }).type).toBe('sankalp-missing');
    expect(classifyPayFailure({ status: 502, message: 'Failed to initiate payment' })).toEqual({
      type: 'error',
      message: 'Failed to initiate payment',
    });
    expect(classifyPayFailure(null)).toEqual({ type: 'error', message: '' });
  });
});
