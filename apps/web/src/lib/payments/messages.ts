import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@sankalp/shared/constants';
import { formatINR } from '@sankalp/shared/money';
import { payFlowT as t } from './i18n/index';

/** A toast to show: the spec's titles and texts (part 2 § 8), success 8 s, anything else 6 s. */
export type ToastSpec = {
  kind: 'success' | 'error' | 'info' | 'loading';
  title: string;
  description?: string;
  duration?: number;
};

/** The English words (an identity some pages compare with); shown through `tryAgainText()`. */
export const TRY_AGAIN = 'Please try again or contact support.';
export const tryAgainText = () => t('tryAgain');

const sentence = (text: string) => {
  const t = text.trim();
  return `${t}${/[.!?]$/.test(t) ? '' : '.'}`;
};

export function paymentSuccessToast(amount: number, paymentId: string): ToastSpec {
  return {
    kind: 'success',
    title: t('success'),
    description: t('successText', { amount: formatINR(amount), paymentId }),
    duration: TOAST_SUCCESS_MS,
  };
}

export function verifyFailedToast(supportPhone: string): ToastSpec {
  return {
    kind: 'error',
    title: t('verifyFailed'),
    description: t('verifyFailedText', { phone: supportPhone }),
    duration: TOAST_ERROR_MS,
  };
}

export const cancelledToast = (): ToastSpec => ({
  kind: 'info',
  title: t('cancelled'),
  description: t('cancelledText'),
  duration: TOAST_ERROR_MS,
});

/** The provider's payment.failed, in the spec's words: the provider's description, then what to do. */
export const defaultFailedDescription = (reason: string) => t('failedText', { reason: sentence(reason) });

export function paymentFailedToast(reason: string, describe: (reason: string) => string = defaultFailedDescription): ToastSpec {
  return { kind: 'error', title: t('failed'), description: describe(reason), duration: TOAST_ERROR_MS };
}

export const payErrorToast = (): ToastSpec => ({
  kind: 'error',
  title: t('error'),
  description: t('errorText'),
  duration: TOAST_ERROR_MS,
});

export const totalChangedToast = (amount: number): ToastSpec => ({
  kind: 'error',
  title: t('totalChanged'),
  description: t('totalChangedText', { amount: formatINR(amount) }),
  duration: TOAST_ERROR_MS,
});

export const reviewToast = (message: string): ToastSpec => ({
  kind: 'info',
  title: t('recorded'),
  description: message,
  duration: TOAST_SUCCESS_MS,
});

export const errorToast = (title: string, description: string): ToastSpec => ({
  kind: 'error',
  title,
  description,
  duration: TOAST_ERROR_MS,
});
