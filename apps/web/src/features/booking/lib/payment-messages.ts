import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';

/** A toast to show: the spec's titles and texts (part 2 § 8), success 8 s, anything else 6 s. */
export type ToastSpec = { kind: 'success' | 'error' | 'info'; title: string; description: string; duration: number };

export const TRY_AGAIN = 'Please try again or contact support.';

export function paymentSuccessToast(amount: number, paymentId: string): ToastSpec {
  return {
    kind: 'success',
    title: 'Payment Successful!',
    description: `Thank you for your offering of ${formatINR(amount)}. Payment ID: ${paymentId}`,
    duration: TOAST_SUCCESS_MS,
  };
}

export function verifyFailedToast(supportPhone: string): ToastSpec {
  return {
    kind: 'error',
    title: 'Payment Verification Failed',
    description: `Could not verify payment. If money was taken, your booking will be confirmed automatically — please do not pay again. Help: ${supportPhone}`,
    duration: TOAST_ERROR_MS,
  };
}

/** How the payment window ended, when it did not end in a payment. */
export function checkoutOutcomeToast(
  result: { outcome: 'failed'; error: { description: string } } | { outcome: 'dismissed' },
): ToastSpec {
  if (result.outcome === 'dismissed') {
    return { kind: 'info', title: 'Payment Cancelled', description: 'Your payment was cancelled', duration: TOAST_ERROR_MS };
  }
  const reason = result.error.description.trim();
  return {
    kind: 'error',
    title: 'Payment Failed',
    description: `${reason}${/[.!?]$/.test(reason) ? '' : '.'} ${TRY_AGAIN}`,
    duration: TOAST_ERROR_MS,
  };
}

export const payErrorToast = (): ToastSpec => ({
  kind: 'error',
  title: 'Payment Error',
  description: `Failed to initiate payment. ${TRY_AGAIN}`,
  duration: TOAST_ERROR_MS,
});

export const totalChangedToast = (amount: number): ToastSpec => ({
  kind: 'error',
  title: 'The total has changed',
  description: `Current total is ${formatINR(amount)}. Please check it and press Pay again.`,
  duration: TOAST_ERROR_MS,
});

/** What a failed booking call means for the page. */
export type PayFailure =
  | { type: 'total-changed'; amount: number }
  | { type: 'closed'; message: string }
  | { type: 'paid' }
  | { type: 'expired' }
  | { type: 'sankalp-missing'; message: string }
  | { type: 'error'; message: string };

/** Classifies an API failure of POST /poojabooking/ or /poojabooking/chadhavabooking (the server's catalogue). */
export function classifyPayFailure(err: { status: number; message: string; body?: unknown } | null | undefined): PayFailure {
  const status = err?.status ?? 0;
  const message = err?.message ?? '';
  if (status === 409) {
    const data = (err?.body as { data?: { amount_total?: unknown } } | undefined)?.data;
    if (typeof data?.amount_total === 'number' && Number.isFinite(data.amount_total)) {
      return { type: 'total-changed', amount: data.amount_total };
    }
    if (/closed/i.test(message)) return { type: 'closed', message };
    if (/already been paid/i.test(message)) return { type: 'paid' };
    if (/expired/i.test(message)) return { type: 'expired' };
  }
  if (status === 404 && /sankalp/i.test(message)) return { type: 'sankalp-missing', message };
  return { type: 'error', message };
}
