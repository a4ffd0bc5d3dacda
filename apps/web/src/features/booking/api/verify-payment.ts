import { postVerify, type CheckoutSuccessResponse, type VerifyResult } from '../../../lib/payments';

/** POST /poojabooking/verifypayment — the server checks the Checkout signature and settles the booking. */
export const verifyPujaPayment = (bookingId: string, response: CheckoutSuccessResponse): Promise<VerifyResult> =>
  postVerify('/poojabooking/verifypayment', { bookingId, ...response });
