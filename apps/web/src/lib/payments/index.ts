export { openCheckout, paymentsConfig } from './checkout';
export type {
  CheckoutFailure,
  CheckoutOptions,
  CheckoutPrefill,
  CheckoutResult,
  CheckoutSuccessResponse,
  PaymentsConfig,
} from './types';
