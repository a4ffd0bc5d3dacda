import { apiPost } from '../../lib/api';
import { toCheckoutFailure, toSuccessResponse } from '../../lib/payments/settle';
import type { CheckoutFailure, CheckoutSuccessResponse } from '../../lib/payments/types';

export type SandboxMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

/**
 * POST /payments/sandbox/pay — pays (or fails) a sandbox order as Checkout would. The answer is
 * what Checkout hands the page: the signed success response, or `{ error }` like payment.failed.
 */
export async function sandboxPay(input: {
  orderId: string;
  outcome: 'success' | 'failure';
  description?: string;
  method?: SandboxMethod;
}): Promise<{ ok: true; response: CheckoutSuccessResponse } | { ok: false; error: CheckoutFailure }> {
  const body = await apiPost<unknown>('/payments/sandbox/pay', {
    order_id: input.orderId,
    outcome: input.outcome,
    description: input.description || undefined,
    method: input.method,
  });
  const response = toSuccessResponse(body);
  if (input.outcome === 'success' && response) return { ok: true, response };
  return { ok: false, error: toCheckoutFailure(body) };
}
