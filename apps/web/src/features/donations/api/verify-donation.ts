import { errorCodeOf } from '@sankalp/shared/api/errors';
import type { VerifyStatus } from '@sankalp/shared/api/payments';
import { ApiError, apiPost } from '../../../lib/api';
import type { CheckoutSuccessResponse, VerifyResult } from '../../../lib/payments';

type VerifyAnswer = { success?: boolean; status?: VerifyStatus; message?: string; code?: string };

const STATUSES: readonly string[] = ['success', 'failed', 'review'] satisfies VerifyStatus[];

/** The answer's status and message; anything unreadable is a failure to verify. */
function readAnswer(a: VerifyAnswer | undefined): VerifyResult {
  const status = typeof a?.status === 'string' && STATUSES.includes(a.status) ? a.status : 'failed';
  const message = typeof a?.message === 'string' ? a.message : '';
  const code = errorCodeOf(a);
  return code ? { status, message, code } : { status, message };
}

/**
 * POST /donationsbooking/verify-payment — the server checks the Checkout signature: 200 success
 * or review, 400 failed. Other failures (network, 5xx) throw, and the pay flow asks the
 * donation's status instead.
 */
export async function verifyDonation(donationId: string, r: CheckoutSuccessResponse): Promise<VerifyResult> {
  try {
    return readAnswer(await apiPost<VerifyAnswer>('/donationsbooking/verify-payment', { ...r, donation_id: donationId }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return readAnswer(e.body as VerifyAnswer | undefined);
    throw e;
  }
}
