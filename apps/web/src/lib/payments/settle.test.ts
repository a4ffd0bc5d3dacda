import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FAILURE_DESCRIPTION,
  cleanCheckoutNotes,
  createCheckoutSettler,
  toCheckoutFailure,
  toSuccessResponse,
} from './settle';

const ok = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };
const declined = { code: 'BAD_REQUEST_ERROR', description: 'Card declined', reason: 'payment_failed' };

describe('createCheckoutSettler (Checkout callbacks → one result)', () => {
  it('settles success at once, and only once', () => {
    const resolve = vi.fn();
    const s = createCheckoutSettler(resolve);
    s.success(ok);
    s.dismissed();
    s.success(ok);
    expect(resolve).toHaveBeenCalledOnce();
    expect(resolve).toHaveBeenCalledWith({ outcome: 'success', response: ok });
    expect(s.settled).toBe(true);
  });

  it('closing without paying is dismissed', () => {
    const resolve = vi.fn();
    createCheckoutSettler(resolve).dismissed();
    expect(resolve).toHaveBeenCalledWith({ outcome: 'dismissed' });
  });

  it('Razorpay: a failure waits (the window stays open for a retry), then closing reports it', () => {
    const resolve = vi.fn();
    const s = createCheckoutSettler(resolve);
    s.failed(declined);
    expect(resolve).not.toHaveBeenCalled();
    s.dismissed();
    expect(resolve).toHaveBeenCalledWith({ outcome: 'failed', error: declined });
  });

  it('Razorpay: a retry in the window that succeeds after a failure is a success', () => {
    const resolve = vi.fn();
    const s = createCheckoutSettler(resolve);
    s.failed(declined);
    s.success(ok);
    s.dismissed();
    expect(resolve).toHaveBeenCalledOnce();
    expect(resolve).toHaveBeenCalledWith({ outcome: 'success', response: ok });
  });

  it('failFast (the sandbox sheet): a failure settles at once', () => {
    const resolve = vi.fn();
    const s = createCheckoutSettler(resolve, { failFast: true });
    s.failed(declined);
    s.dismissed();
    expect(resolve).toHaveBeenCalledOnce();
    expect(resolve).toHaveBeenCalledWith({ outcome: 'failed', error: declined });
  });
});

describe('toCheckoutFailure', () => {
  it("reads Razorpay's payment.failed argument and the sandbox answer", () => {
    const payload = { error: { ...declined, source: 'customer', step: 'payment_authentication', metadata: {} } };
    expect(toCheckoutFailure(payload)).toEqual(declined);
    expect(toCheckoutFailure(declined)).toEqual(declined);
  });
  it('fills what is missing with readable defaults', () => {
    expect(toCheckoutFailure(undefined)).toEqual({
      code: 'PAYMENT_FAILED',
      description: DEFAULT_FAILURE_DESCRIPTION,
      reason: 'payment_failed',
    });
    expect(toCheckoutFailure({ error: { description: '   ' } }).description).toBe(DEFAULT_FAILURE_DESCRIPTION);
  });
});

describe('toSuccessResponse', () => {
  it('keeps the three fields', () => {
    expect(toSuccessResponse({ ...ok, extra: 1 })).toEqual(ok);
  });
  it('refuses anything incomplete', () => {
    expect(toSuccessResponse(null)).toBeNull();
    expect(toSuccessResponse({ ...ok, razorpay_signature: '' })).toBeNull();
    expect(toSuccessResponse({ razorpay_payment_id: 'pay_1' })).toBeNull();
    expect(toSuccessResponse({ error: declined })).toBeNull();
  });
});

describe('cleanCheckoutNotes', () => {
  it('keeps text and numbers as trimmed strings and drops empty values', () => {
    expect(cleanCheckoutNotes({ puja: ' Saraswati Puja ', chadhava_total: 302, gotra: '', x: null })).toEqual({
      puja: 'Saraswati Puja',
      chadhava_total: '302',
    });
  });
  it('caps values at 256 characters and keys at 15', () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(300)]));
    const out = cleanCheckoutNotes(many);
    expect(Object.keys(out)).toHaveLength(15);
    expect(out.k0).toHaveLength(256);
    expect(cleanCheckoutNotes(undefined)).toEqual({});
  });
});
