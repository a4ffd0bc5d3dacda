export { openCheckout, paymentsConfig } from './checkout';
export type {
  CheckoutFailure,
  CheckoutOptions,
  CheckoutPrefill,
  CheckoutResult,
  CheckoutSuccessResponse,
  PaymentsConfig,
} from './types';
export { accessKeyFor, keyQuery, rememberAccessKey, withAccessKey } from './access-keys';
export {
  showPayToast,
  usePayFlow,
  type PayFlowConfig,
  type PayPhase,
  type PreparedPayment,
  type VerifyResult,
} from './pay-flow';
export { PayFlowStop, prepareFailureOf, totalChangedAmountOf, type PrepareFailure } from './pay-flow-run';
export * from './messages';
export { createSessionDraft, sessionStorageOrNull, type DraftStorage, type SessionDraft } from '../session-draft';
export { postVerify, verifyResultOf } from './verify';
export { POLL_INTERVAL_MS, POLL_WINDOW_MS, confirmationState, pollInterval, type ConfirmationState } from './confirmation';
export { useLinkAccessKey, usePollWindow } from './use-confirmation';
export { useSettlingQuery, useSettlingRecord } from './settling-record';
