import { apiGet } from '../api';
import { loadLanguage } from '../i18n/index';
import { cleanCheckoutNotes } from './settle';
import type { CheckoutOptions, CheckoutResult, PaymentsConfig } from './types';

export type {
  CheckoutFailure,
  CheckoutOptions,
  CheckoutPrefill,
  CheckoutResult,
  CheckoutSuccessResponse,
  PaymentsConfig,
} from './types';

let config: Promise<PaymentsConfig> | null = null;

/** GET /payments/config, asked once per visit (asked again after a failure). */
export function paymentsConfig(): Promise<PaymentsConfig> {
  config ??= apiGet<PaymentsConfig>('/payments/config').catch((e: unknown) => {
    config = null;
    throw e;
  });
  return config;
}

/**
 * Opens the payment window for a server-created order and resolves with how it ended:
 * `success` (with the response to verify on the server), `failed` (the provider's
 * payment.failed) or `dismissed` (closed without paying). With the sandbox provider it is the
 * in-app sandbox sheet (loaded on demand); with Razorpay, Checkout (checkout.js, loaded on
 * demand). Rejects only when the window cannot be opened at all (config or script failed to load).
 */
export async function openCheckout(options: CheckoutOptions): Promise<CheckoutResult> {
  const { provider, keyId } = await paymentsConfig();
  const opts = { ...options, notes: cleanCheckoutNotes(options.notes), keyId: options.keyId || keyId };
  if (provider === 'razorpay') {
    const { openRazorpay } = await import('./razorpay');
    return openRazorpay(opts);
  }
  const { openSandboxCheckout } = await import('../../components/payments/sandbox-host');
  // The sheet's words may be the first of their namespace on this page (the prasad page has no
  // bill): in Hindi they load before it opens, as a lazily loaded page's do (router.tsx).
  await loadLanguage();
  return openSandboxCheckout(opts);
}
