import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';

/** A toast to show: the spec's titles and texts (part 2 § 8), success 8 s, anything else 6 s. */
export type ToastSpec = {
  kind: 'success' | 'error' | 'info' | 'loading';
  title: string;
  description?: string;
  duration?: number;
};

export const TRY_AGAIN = 'Please try again or contact support.';

const sentence = (text: string) => {
  const t = text.trim();
  return `${t}${/[.!?]$/.test(t) ? '' : '.'}`;
};

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
    description: `Could not verify payment. If money was taken, it will be confirmed automatically — please do not pay again. Help: ${supportPhone}`,
    duration: TOAST_ERROR_MS,
  };
}

export const cancelledToast = (): ToastSpec => ({
  kind: 'info',
  title: 'Payment Cancelled',
  description: 'Your payment was cancelled',
  duration: TOAST_ERROR_MS,
});

/** The provider's payment.failed, in the spec's words: the provider's description, then what to do. */
export const defaultFailedDescription = (reason: string) => `${sentence(reason)} ${TRY_AGAIN}`;

export function paymentFailedToast(reason: string, describe: (reason: string) => string = defaultFailedDescription): ToastSpec {
  return { kind: 'error', title: 'Payment Failed', description: describe(reason), duration: TOAST_ERROR_MS };
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

export const reviewToast = (message: string): ToastSpec => ({
  kind: 'info',
  title: 'Your payment is recorded',
  description: message,
  duration: TOAST_SUCCESS_MS,
});

export const errorToast = (title: string, description: string): ToastSpec => ({
  kind: 'error',
  title,
  description,
  duration: TOAST_ERROR_MS,
});
