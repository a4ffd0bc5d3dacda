import { describe, expect, it, vi } from 'vitest';
import type { PaymentStatus } from '@sankalp/shared/api/payments';
import type { PayFlowConfig, PreparedPayment, VerifyResult } from './pay-flow';
import {
  PayFlowStop,
  initialPayFlowState,
  payFlowReducer,
  prepareErrorToast,
  prepareFailureOf,
  runPayFlow,
  totalChangedAmountOf,
  type PayFlowEvent,
  type PayFlowIO,
} from './pay-flow-run';
import type { CheckoutResult } from './types';
import { testOrder } from '../../test/payment-fixtures';

const prepared: PreparedPayment = {
  kind: 'chadhava_booking',
  id: 'b1',
  accessKey: 'key1',
  ...testOrder(1101),
};
const ok = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };
const apiError = (status: number, message: string, body?: unknown) => Object.assign(new Error(message), { status, body });

function setup(over: Partial<PayFlowConfig> = {}, checkout: CheckoutResult = { outcome: 'success', response: ok }) {
  const events: PayFlowEvent[] = [];
  const toasts: { kind: string; title: string; description?: string }[] = [];
  const celebrated: string[] = [];
  let active = true;
  const io: PayFlowIO & { setActive(v: boolean): void } = {
    openCheckout: vi.fn(async () => checkout),
    notify: (t) => void toasts.push(t),
    celebrate: (t) => void celebrated.push(`${t.title} ${t.description ?? ''}`),
    quiet: vi.fn(),
    dispatch: (e) => void events.push(e),
    sleep: vi.fn(async () => undefined),
    active: () => active,
    setActive: (v) => (active = v),
    supportPhone: '+91 98765 43210',
  };
  const cfg: PayFlowConfig = {
    kind: 'chadhava_booking',
    prepare: vi.fn(async () => prepared),
    window: () => ({ name: 'Sankalp', description: 'Event', prefill: { name: 'Asha' } }),
    verify: vi.fn(async (): Promise<VerifyResult> => ({ status: 'success', message: 'Payment verified successfully' })),
    status: vi.fn(async (): Promise<PaymentStatus> => 'pending'),
    onPaid: vi.fn(),
    ...over,
  };
  const state = () => events.reduce(payFlowReducer, initialPayFlowState);
  return { io, cfg, events, toasts, celebrated, state };
}

describe('payFlowReducer', () => {
  it('start clears the last attempt, phases move, done returns to idle and keeps the notices', () => {
    let s = payFlowReducer({ phase: 'idle', unverified: prepared, review: 'x' }, { type: 'start' });
    expect(s).toEqual({ phase: 'booking', unverified: null, review: null });
    s = payFlowReducer(s, { type: 'phase', phase: 'checkout' });
    s = payFlowReducer(s, { type: 'unverified', payment: prepared });
    s = payFlowReducer(s, { type: 'done' });
    expect(s).toEqual({ phase: 'idle', unverified: prepared, review: null });
  });
});

describe('prepare failures are decided by code', () => {
  it('reads code, status, message and the current total (details or data)', () => {
    const body = { success: false, code: 'total_changed', message: 'The total has changed.', details: { amount_total: 1500 } };
    expect(prepareFailureOf(apiError(409, body.message, body))).toEqual({
      code: 'total_changed',
      status: 409,
      message: 'The total has changed.',
      amountTotal: 1500,
    });
    expect(totalChangedAmountOf({ data: { amount_total: 900 } })).toBe(900);
    expect(totalChangedAmountOf({ details: { amount_total: 'x' } })).toBeNull();
    expect(prepareFailureOf(apiError(409, 'closed', { code: 'not-ours' })).code).toBeUndefined();
    expect(prepareFailureOf(new Error('boom'))).toEqual({ code: undefined, status: 0, message: null, amountTotal: null });
  });

  it('the wording never decides: a message saying "closed" with another code is not closed', () => {
    const t = prepareErrorToast(prepareFailureOf(apiError(502, 'Booking closed', { code: 'payment_init_failed' })), {});
    expect(t.title).toBe('Payment Error');
  });

  it('default toasts: total changed, closed-like codes, a client error with its message, anything else', () => {
    expect(prepareErrorToast(prepareFailureOf(apiError(409, 'x', { code: 'total_changed', details: { amount_total: 1500 } })), {}).description).toContain('₹1,500');
    expect(prepareErrorToast(prepareFailureOf(apiError(409, 'This puja awaits…', { code: 'listing_unapproved' })), {})).toMatchObject({
      kind: 'error',
      title: 'Awaiting the temple’s confirmation',
      description: 'Nothing has been charged. Please check again soon.',
    });
    expect(prepareErrorToast(prepareFailureOf(apiError(409, 'This event is fully booked', { code: 'event_full' })), {})).toMatchObject({
      title: 'This event is fully booked',
      description: 'Nothing has been charged.',
    });
    const custom = { prepareErrorTitle: 'Booking Error', prepareErrorFallback: 'Failed to process booking. Please try again.' };
    expect(prepareErrorToast(prepareFailureOf(apiError(400, 'Phone number is required', { code: 'validation_failed' })), custom)).toMatchObject({
      title: 'Booking Error',
      description: 'Phone number is required',
    });
    expect(prepareErrorToast(prepareFailureOf(apiError(500, 'Something went wrong', { code: 'internal' })), custom)).toMatchObject({
      title: 'Booking Error',
      description: 'Failed to process booking. Please try again.',
    });
    expect(prepareErrorToast(prepareFailureOf(apiError(0, 'Network error')), {})).toMatchObject({ title: 'Payment Error' });
  });
});

describe('runPayFlow', () => {
  it('prepare → window → verify → paid: success toast with the payment id, onPaid, phases in order', async () => {
    const t = setup({ messages: { preparing: 'Creating Booking...', prepared: { title: 'Booking Created Successfully' } } });
    await runPayFlow(t.cfg, t.io);
    expect(t.io.openCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 'order_1', amountPaise: 110100, currency: 'INR', keyId: 'rzp_test', description: 'Event' }),
    );
    expect(t.cfg.verify).toHaveBeenCalledWith(prepared, ok);
    expect(t.cfg.onPaid).toHaveBeenCalledWith(prepared, 'pay_1');
    expect(t.celebrated).toEqual(['Payment Successful! Thank you for your offering of ₹1,101. Payment ID: pay_1']);
    expect(t.toasts.map((x) => x.title)).toEqual(['Creating Booking...', 'Booking Created Successfully']);
    expect(t.events.filter((e) => e.type === 'phase').map((e) => (e as { phase: string }).phase)).toEqual(['checkout', 'verifying']);
    expect(t.state()).toEqual(initialPayFlowState);
  });

  it('the success texts may be the page’s own', async () => {
    const t = setup({ messages: { successDescription: (p) => `Booking ID: ${p.id}` } });
    await runPayFlow(t.cfg, t.io);
    expect(t.celebrated).toEqual(['Payment Successful! Booking ID: b1']);
  });

  it('closing the window: Payment Cancelled, nothing verified', async () => {
    const t = setup({}, { outcome: 'dismissed' });
    await runPayFlow(t.cfg, t.io);
    expect(t.toasts).toEqual([expect.objectContaining({ title: 'Payment Cancelled', description: 'Your payment was cancelled' })]);
    expect(t.cfg.verify).not.toHaveBeenCalled();
    expect(t.cfg.onPaid).not.toHaveBeenCalled();
    expect(t.state().phase).toBe('idle');
  });

  it('a failed payment: Payment Failed with the provider description (or the page’s wording)', async () => {
    const failed: CheckoutResult = { outcome: 'failed', error: { code: 'X', description: 'Card declined', reason: 'r' } };
    const t = setup({}, failed);
    await runPayFlow(t.cfg, t.io);
    expect(t.toasts).toEqual([expect.objectContaining({ title: 'Payment Failed', description: 'Card declined. Please try again or contact support.' })]);
    const c = setup({ messages: { failedDescription: (r) => `Oops: ${r}` } }, failed);
    await runPayFlow(c.cfg, c.io);
    expect(c.toasts[0]?.description).toBe('Oops: Card declined');
  });

  it('a window that cannot open: Payment Error', async () => {
    const t = setup();
    t.io.openCheckout = vi.fn(async () => {
      throw new Error('script');
    });
    await runPayFlow(t.cfg, t.io);
    expect(t.toasts.map((x) => x.title)).toEqual(['Payment Error']);
  });

  it('review: the notice and the default toast, or the page’s onReview', async () => {
    const verify = vi.fn(async (): Promise<VerifyResult> => ({ status: 'review', message: 'Your payment of ₹1,101 is recorded…', code: 'event_full' }));
    const t = setup({ verify });
    await runPayFlow(t.cfg, t.io);
    expect(t.state().review).toBe('Your payment of ₹1,101 is recorded…');
    expect(t.toasts.map((x) => x.title)).toEqual(['Your payment is recorded']);
    expect(t.cfg.onPaid).not.toHaveBeenCalled();

    const onReview = vi.fn();
    const r = setup({ verify, onReview });
    await runPayFlow(r.cfg, r.io);
    expect(onReview).toHaveBeenCalledWith(prepared, 'Your payment of ₹1,101 is recorded…');
    expect(r.toasts).toEqual([]);
  });

  it('verify failed, then the status poll finds it paid: success after all', async () => {
    const status = vi.fn<() => Promise<PaymentStatus>>().mockResolvedValueOnce('pending').mockResolvedValueOnce('completed');
    const t = setup({ verify: vi.fn(async () => ({ status: 'failed' as const, message: 'Payment verification failed' })), status });
    await runPayFlow(t.cfg, t.io);
    expect(status).toHaveBeenCalledTimes(2);
    expect(t.cfg.onPaid).toHaveBeenCalledWith(prepared, 'pay_1');
    expect(t.state().unverified).toBeNull();
  });

  it('verify unreachable and never confirmed: 5 polls, then the unverified notice (no second payment)', async () => {
    const t = setup({
      verify: vi.fn(async () => {
        throw new Error('network');
      }),
      status: vi.fn(async () => {
        throw new Error('network');
      }),
    });
    await runPayFlow(t.cfg, t.io);
    expect(t.cfg.status).toHaveBeenCalledTimes(5);
    expect(t.io.sleep).toHaveBeenCalledWith(2000);
    expect(t.state()).toEqual({ phase: 'idle', unverified: prepared, review: null });
    expect(t.toasts.map((x) => x.title)).toEqual(['Payment Verification Failed']);
    expect(t.toasts[0]?.description).toContain('do not pay again');
  });

  it('prepare errors: the page handles its codes first; otherwise the default toast', async () => {
    const err = apiError(409, 'This booking has already been paid', { code: 'already_paid' });
    const onPrepareError = vi.fn((code: string | undefined) => code === 'already_paid');
    const t = setup({ prepare: vi.fn(async () => Promise.reject(err)), onPrepareError });
    await runPayFlow(t.cfg, t.io);
    expect(onPrepareError).toHaveBeenCalledWith('already_paid', err);
    expect(t.toasts).toEqual([]);
    expect(t.io.openCheckout).not.toHaveBeenCalled();

    const d = setup({ prepare: vi.fn(async () => Promise.reject(apiError(502, 'Failed to initiate payment', { code: 'payment_init_failed' }))) });
    await runPayFlow(d.cfg, d.io);
    expect(d.toasts.map((x) => x.title)).toEqual(['Payment Error']);
    expect(d.state().phase).toBe('idle');
  });

  it('PayFlowStop from prepare ends quietly', async () => {
    const t = setup({ prepare: vi.fn(async () => Promise.reject(new PayFlowStop())) });
    await runPayFlow(t.cfg, t.io);
    expect(t.toasts).toEqual([]);
    expect(t.io.quiet).toHaveBeenCalled();
  });

  it('a page that is gone hears nothing more', async () => {
    const t = setup();
    t.cfg.prepare = vi.fn(async () => {
      t.io.setActive(false);
      return prepared;
    });
    await runPayFlow(t.cfg, t.io);
    expect(t.io.openCheckout).not.toHaveBeenCalled();
    expect(t.toasts).toEqual([]);
  });
});
