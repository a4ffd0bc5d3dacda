import { postVerify, type CheckoutSuccessResponse, type VerifyResult } from '../../../lib/payments';

/** POST /chadhava-bookings/verify-payment — the server checks the Checkout signature and settles the booking. */
export const verifyChadhavaPayment = (bookingId: string, response: CheckoutSuccessResponse): Promise<VerifyResult> =>
  postVerify('/chadhava-bookings/verify-payment', { ...response, bookingId });
