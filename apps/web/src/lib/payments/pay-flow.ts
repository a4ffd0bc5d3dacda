/**
 * The web's one pay flow (decision 007): every payable kind — puja booking, chadhava booking,
 * donation — pays through usePayFlow. The page says how to prepare its record, what the window
 * shows, how to verify and where success leads; the flow does the rest the same way everywhere:
 * phases for the pay button, the spec's toasts, verify, a few status polls when verify cannot
 * confirm, and the calm notices (unverified, review) instead of a second payment.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PayableKind, PaymentStatus, VerifyStatus } from '@sankalp/shared/api/payments';
import { SUPPORT } from '../support';
import { toast } from '../toast';
import { openCheckout } from './checkout';
import type { ToastSpec } from './messages';
import { initialPayFlowState, payFlowReducer, runPayFlow, type PayFlowIO } from './pay-flow-run';
import { payToast } from './pay-toast';
import type { CheckoutOptions, CheckoutSuccessResponse } from './types';

export type PreparedPayment = {
  kind: PayableKind;
  /** The booking's / donation's _id. */
  id: string;
  /** data.accessKey of the create answer (kept by rememberAccessKey). */
  accessKey: string;
  /** amount in paise. */
  order: { id: string; amount: number; currency: string };
  /** rupees. */
  amount: number;
  keyId?: string;
};

export type VerifyResult = { status: VerifyStatus; message: string; code?: string };

export type PayPhase = 'idle' | 'booking' | 'checkout' | 'verifying';

export type PayFlowConfig = {
  kind: PayableKind;
  /** Creates (or re-uses, from the session draft) the server record and its order; throws ApiError. */
  prepare(): Promise<PreparedPayment>;
  /** What the payment window shows (description, prefill, notes, theme). */
  window(p: PreparedPayment): Omit<CheckoutOptions, 'orderId' | 'amountPaise' | 'currency' | 'keyId'>;
  verify(p: PreparedPayment, r: CheckoutSuccessResponse): Promise<VerifyResult>;
  /** Reads the record's payment_status (id + access key), to poll after an unverified answer. */
  status(p: PreparedPayment): Promise<PaymentStatus>;
  /** Paid and verified: typically clears the draft and navigate(successPath, { replace: true }). */
  onPaid(p: PreparedPayment, paymentId: string): void;
  /** Money recorded but the record could not take it (status 'review'); default: a toast + notice. */
  onReview?(p: PreparedPayment, message: string): void;
  /** Page-specific handling of an ApiError from prepare() by its `code`; return true when handled. */
  onPrepareError?(code: string | undefined, err: unknown): boolean;
  /** Texts of the success toast etc. may differ per kind. */
  messages?: Partial<{
    successTitle: string;
    successDescription: (p: PreparedPayment, paymentId: string) => string;
    /** A loading toast while prepare() runs (chadhava: 'Creating Booking...'). */
    preparing: string;
    /** A short toast once prepared, before the window opens (chadhava: 'Booking Created Successfully'). */
    prepared: { title: string; description?: string };
    /** The description of 'Payment Failed' from the provider's reason. */
    failedDescription: (reason: string) => string;
    /** The title of a prepare() failure no code explains (default: 'Payment Error'); the server's message, else the fallback, below it. */
    prepareErrorTitle: string;
    prepareErrorFallback: string;
  }>;
};

const PAY_SUCCESS_TOAST_ID = 'pay-flow-success';

/**
 * Shows a toast in the pay flow's slot (e.g. a page's 'Validation Error' before paying): it
 * replaces the flow's previous toast and goes away with the page.
 */
export const showPayToast = (t: ToastSpec) => payToast.show(t);

export function usePayFlow(cfg: PayFlowConfig): {
  phase: PayPhase;
  pay(): Promise<void>;
  /** A payment the server has not confirmed yet (verify failed / network): the page shows a calm notice, no second payment. */
  unverified: PreparedPayment | null;
  /** The review message after status 'review'. */
  review: string | null;
} {
  const [state, dispatch] = useReducer(payFlowReducer, initialPayFlowState);
  const latest = useRef(cfg);
  latest.current = cfg;
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // The flow's messages belong to this page: none follows the devotee elsewhere.
      payToast.dismiss();
    };
  }, []);

  const pay = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const io: PayFlowIO = {
      openCheckout,
      notify: showPayToast,
      celebrate: (t) => toast.success(t.title, { id: PAY_SUCCESS_TOAST_ID, description: t.description, duration: t.duration }),
      quiet: () => payToast.dismiss(),
      dispatch: (e) => {
        if (mounted.current) dispatch(e);
      },
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      active: () => mounted.current,
      supportPhone: SUPPORT.phone,
    };
    try {
      // The config of the render Pay was pressed in; its callbacks read their own latest state.
      await runPayFlow(latest.current, io);
    } finally {
      busy.current = false;
    }
  }, []);

  return { phase: state.phase, pay, unverified: state.unverified, review: state.review };
}
