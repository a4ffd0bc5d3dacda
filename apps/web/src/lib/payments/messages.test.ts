import { describe, expect, it } from 'vitest';
import { cancelledToast, payErrorToast, paymentFailedToast, paymentSuccessToast, totalChangedToast, verifyFailedToast } from './messages';

describe('payment toasts (part 2 § 8): success 8 s, errors 6 s', () => {
  it('Payment Successful! thanks with the amount and the payment id', () => {
    expect(paymentSuccessToast(1402, 'pay_123')).toEqual({
      kind: 'success',
      title: 'Payment Successful!',
      description: 'Thank you for your offering of ₹1,402. Payment ID: pay_123',
      duration: 8000,
    });
  });
  it('a verification failure says it confirms itself if money was taken, with the support number', () => {
    const t = verifyFailedToast('+91 98765 43210');
    expect(t).toMatchObject({ kind: 'error', title: 'Payment Verification Failed', duration: 6000 });
    expect(t.description).toMatch(/^Could not verify payment\. /);
    expect(t.description).toContain('confirmed automatically');
    expect(t.description).toContain('+91 98765 43210');
  });
  it('the window outcomes: cancelled, and the provider description', () => {
    expect(cancelledToast()).toEqual({ kind: 'info', title: 'Payment Cancelled', description: 'Your payment was cancelled', duration: 6000 });
    expect(paymentFailedToast('Card declined')).toEqual({
      kind: 'error',
      title: 'Payment Failed',
      description: 'Card declined. Please try again or contact support.',
      duration: 6000,
    });
    expect(paymentFailedToast('Bank is down.').description).toBe('Bank is down. Please try again or contact support.');
  });
  it('any other error: Payment Error / Failed to initiate payment; total changed names the figure', () => {
    expect(payErrorToast()).toEqual({
      kind: 'error',
      title: 'Payment Error',
      description: 'Failed to initiate payment. Please try again or contact support.',
      duration: 6000,
    });
    expect(totalChangedToast(1500).description).toContain('₹1,500');
  });
});
