import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { ApiError, apiPost } from '../../../lib/api';
import type { CheckoutSuccessResponse } from '../../../lib/payments';

type VerifyAnswer = { status?: string; success?: boolean; message?: string; data?: { booking?: PujaBookingView } };

/**
 * POST /poojabooking/verifypayment — the server checks the Checkout signature. Verified only when
 * the answer's status is 'success'; a 400 'failed' answer is `verified: false`. Other failures
 * (network, 5xx) throw.
 */
export async function verifyPujaPayment(
  bookingId: string,
  response: CheckoutSuccessResponse,
): Promise<{ verified: boolean; booking?: PujaBookingView }> {
  try {
    const res = await apiPost<VerifyAnswer>('/poojabooking/verifypayment', { bookingId, ...response });
    return { verified: res.status === 'success', booking: res.data?.booking };
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return { verified: false };
    throw e;
  }
}
