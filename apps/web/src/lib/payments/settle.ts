import { payFlowT } from './i18n/index';
import type { CheckoutFailure, CheckoutResult, CheckoutSuccessResponse } from './types';

/**
 * Turns Checkout's three callbacks into one result, settled once.
 *
 * Razorpay keeps its window open after `payment.failed` so the devotee can try another card or
 * UPI app; a retry there may still succeed. So a failure is remembered, not settled: success
 * (handler) settles at once, and closing the window settles as `failed` with the last failure if
 * there was one, otherwise `dismissed`. `failFast` (the sandbox sheet, whose Fail is final)
 * settles a failure at once.
 */
export function createCheckoutSettler(resolve: (r: CheckoutResult) => void, { failFast = false } = {}) {
  let settled = false;
  let lastFailure: CheckoutFailure | null = null;
  const settle = (r: CheckoutResult) => {
    if (settled) return;
    settled = true;
    resolve(r);
  };
  return {
    success(response: CheckoutSuccessResponse) {
      settle({ outcome: 'success', response });
    },
    failed(error: CheckoutFailure) {
      lastFailure = error;
      if (failFast) settle({ outcome: 'failed', error });
    },
    dismissed() {
      settle(lastFailure ? { outcome: 'failed', error: lastFailure } : { outcome: 'dismissed' });
    },
    get settled() {
      return settled;
    },
  };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The fallback when the provider gives no description of a failure (English; shown translated). */
export const DEFAULT_FAILURE_DESCRIPTION = 'The payment could not be completed.';

/**
 * Razorpay's payment.failed argument (`{ error: { code, description, reason, … } }`) or the
 * sandbox's answer, as a CheckoutFailure; anything missing gets a readable default.
 */
export function toCheckoutFailure(payload: unknown): CheckoutFailure {
  const error = (payload && typeof payload === 'object' && 'error' in payload ? payload.error : payload) as
    | Record<string, unknown>
    | null
    | undefined;
  return {
    code: text(error?.code) || 'PAYMENT_FAILED',
    description: text(error?.description).trim() || payFlowT('notCompleted'),
    reason: text(error?.reason) || 'payment_failed',
  };
}

/** The success handler's argument, if it carries all three fields. */
export function toSuccessResponse(payload: unknown): CheckoutSuccessResponse | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const [payment, order, signature] = [p.razorpay_payment_id, p.razorpay_order_id, p.razorpay_signature];
  if (typeof payment !== 'string' || typeof order !== 'string' || typeof signature !== 'string') return null;
  if (!payment || !order || !signature) return null;
  return { razorpay_payment_id: payment, razorpay_order_id: order, razorpay_signature: signature };
}

/**
 * Notes as Razorpay accepts them: at most 15 keys, string values of at most 256 characters;
 * empty values are left out.
 */
export function cleanCheckoutNotes(notes: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(notes ?? {})) {
    if (Object.keys(out).length >= 15) break;
    const v = text(value).trim();
    if (v) out[key] = v.slice(0, 256);
  }
  return out;
}
