import { postVerify, type CheckoutSuccessResponse, type VerifyResult } from '../../../lib/payments';

/** POST /pandit-bookings/verifypayment — the server checks the Checkout signature and confirms the consultation. */
export const verifyPanditPayment = (bookingId: string, response: CheckoutSuccessResponse): Promise<VerifyResult> =>
  postVerify('/pandit-bookings/verifypayment', { ...response, bookingId });
