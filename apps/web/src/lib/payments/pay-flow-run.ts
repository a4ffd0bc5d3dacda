/**
 * The pay flow without React: what happens between Pay and the confirmation page, decided by
 * the server's answers (codes, statuses), never by their wording. The hook (pay-flow.ts) gives it
 * the real window, toasts and timers; tests give it fakes.
 */
import { errorCodeOf, type ErrorCode } from '@sankalp/shared/api/errors';
import type { PaymentStatus } from '@sankalp/shared/api/payments';
import { t } from '../i18n';
import { payFlowT } from './i18n/index';
import type { PayFlowConfig, PayPhase, PreparedPayment, VerifyResult } from './pay-flow';
import {
  cancelledToast,
  errorToast,
  payErrorToast,
  paymentFailedToast,
  paymentSuccessToast,
  reviewToast,
  totalChangedToast,
  verifyFailedToast,
  type ToastSpec,
} from './messages';
import type { CheckoutOptions, CheckoutResult } from './types';

// ─── State ──────────────────────────────────────────────────────────────────

export type PayFlowState = { phase: PayPhase; unverified: PreparedPayment | null; review: string | null };

export type PayFlowEvent =
  | { type: 'start' }
  | { type: 'phase'; phase: PayPhase }
  | { type: 'unverified'; payment: PreparedPayment }
  | { type: 'review'; message: string }
  | { type: 'done' };

export const initialPayFlowState: PayFlowState = { phase: 'idle', unverified: null, review: null };

export function payFlowReducer(state: PayFlowState, event: PayFlowEvent): PayFlowState {
  switch (event.type) {
    case 'start':
      // A new attempt clears the notices of the last one.
      return { phase: 'booking', unverified: null, review: null };
    case 'phase':
      return { ...state, phase: event.phase };
    case 'unverified':
      return { ...state, unverified: event.payment };
    case 'review':
      return { ...state, review: event.message };
    case 'done':
      return { ...state, phase: 'idle' };
  }
}

// ─── Decisions ──────────────────────────────────────────────────────────────

/** Thrown by prepare() when it has dealt with the situation itself (e.g. went to the booking already paid). */
export class PayFlowStop extends Error {
  constructor(reason = 'pay flow stopped by the page') {
    super(reason);
    this.name = 'PayFlowStop';
  }
}

export type PrepareFailure = {
  code: ErrorCode | undefined;
  status: number;
  /** The server's message (the spec's words), or null when there is none to show. */
  message: string | null;
  /** total_changed: the current total (rupees), from `details.amount_total` (or `data.amount_total`). */
  amountTotal: number | null;
};

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The current total a total_changed answer carries. */
export function totalChangedAmountOf(body: unknown): number | null {
  const b = body as { details?: { amount_total?: unknown }; data?: { amount_total?: unknown } } | null | undefined;
  return finite(b?.details?.amount_total) ?? finite(b?.data?.amount_total);
}

/** What a failed prepare() means: its code (from the body), status and message. */
export function prepareFailureOf(err: unknown): PrepareFailure {
  const e = err as { status?: unknown; message?: unknown; body?: unknown } | null | undefined;
  const status = typeof e?.status === 'number' ? e.status : 0;
  const body = e?.body;
  const message = status > 0 && typeof e?.message === 'string' && e.message.trim() ? e.message.trim() : null;
  return { code: errorCodeOf(body), status, message, amountTotal: totalChangedAmountOf(body) };
}

/** The default toast for a prepare() failure no page handled. */
export function prepareErrorToast(f: PrepareFailure, messages: PayFlowMessages): ToastSpec {
  switch (f.code) {
    case 'total_changed':
      return f.amountTotal !== null ? totalChangedToast(f.amountTotal) : errorToast(payFlowT('totalChanged'), payFlowT('totalChangedPlain'));
    case 'booking_closed':
    case 'event_closed':
    case 'event_inactive':
    case 'event_full':
    case 'campaign_closed':
    case 'booking_expired':
    case 'already_paid':
      return errorToast(f.message ?? payFlowT('noLongerPayable'), payFlowT('nothingCharged'));
    case 'listing_unapproved':
      // The listing's temple has not confirmed it as it stands: the words its page shows.
      return errorToast(t('approval.awaitingTitle'), t('approval.refused'));
  }
  if (messages.prepareErrorTitle) {
    // A client error's message is the spec's own (e.g. a field rule); a server or network one is not shown.
    const clientMessage = f.status >= 400 && f.status < 500 ? f.message : null;
    return errorToast(messages.prepareErrorTitle, clientMessage ?? messages.prepareErrorFallback ?? payFlowT('initiateFailed'));
  }
  return payErrorToast();
}

/** How the payment window ended, when not in a payment. */
export const checkoutEndToast = (result: Exclude<CheckoutResult, { outcome: 'success' }>, messages: PayFlowMessages): ToastSpec =>
  result.outcome === 'dismissed' ? cancelledToast() : paymentFailedToast(result.error.description, messages.failedDescription);

/** After an unconfirmed verify: ask the record's status this often before saying "not confirmed yet". */
export const POLL_ATTEMPTS = 5;
export const POLL_INTERVAL_MS = 2000;

// ─── The run ────────────────────────────────────────────────────────────────

export type PayFlowMessages = NonNullable<PayFlowConfig['messages']>;

export type PayFlowIO = {
  openCheckout(options: CheckoutOptions): Promise<CheckoutResult>;
  /** The flow's one status toast: each call replaces the previous one (a success replaces a failure). */
  notify(toast: ToastSpec): void;
  /** The success toast, which follows the devotee to the confirmation page. */
  celebrate(toast: ToastSpec): void;
  /** Clears the status toast. */
  quiet(): void;
  dispatch(event: PayFlowEvent): void;
  sleep(ms: number): Promise<void>;
  /** False once the page is gone: the flow stops without a word. */
  active(): boolean;
  supportPhone: string;
  pollAttempts?: number;
  pollIntervalMs?: number;
};

/** One press of Pay, start to end. Never throws. */
export async function runPayFlow(cfg: PayFlowConfig, io: PayFlowIO): Promise<void> {
  const messages: PayFlowMessages = cfg.messages ?? {};
  io.dispatch({ type: 'start' });
  try {
    if (messages.preparing) io.notify({ kind: 'loading', title: messages.preparing });
    let p: PreparedPayment;
    try {
      p = await cfg.prepare();
    } catch (err) {
      if (err instanceof PayFlowStop || !io.active()) return io.quiet();
      const failure = prepareFailureOf(err);
      if (cfg.onPrepareError?.(failure.code, err)) return;
      io.notify(prepareErrorToast(failure, messages));
      return;
    }
    if (!io.active()) return;
    if (messages.prepared) io.notify({ kind: 'success', duration: 3000, ...messages.prepared });
    else io.quiet();

    io.dispatch({ type: 'phase', phase: 'checkout' });
    let result: CheckoutResult;
    try {
      result = await io.openCheckout({
        ...cfg.window(p),
        orderId: p.order.id,
        amountPaise: p.order.amount,
        currency: p.order.currency || 'INR',
        keyId: p.keyId,
      });
    } catch {
      if (io.active()) io.notify(payErrorToast());
      return;
    }
    if (!io.active()) return;
    if (result.outcome !== 'success') {
      io.notify(checkoutEndToast(result, messages));
      return;
    }

    io.dispatch({ type: 'phase', phase: 'verifying' });
    const paymentId = result.response.razorpay_payment_id;
    const verified: VerifyResult | null = await cfg.verify(p, result.response).catch(() => null);
    if (!io.active()) return;
    if (verified?.status === 'review') {
      io.dispatch({ type: 'review', message: verified.message });
      if (cfg.onReview) cfg.onReview(p, verified.message);
      else io.notify(reviewToast(verified.message));
      return;
    }
    if (verified?.status === 'success' || (await settledMeanwhile(cfg, p, io))) {
      io.quiet();
      io.celebrate(successToast(p, paymentId, messages));
      cfg.onPaid(p, paymentId);
      return;
    }
    if (!io.active()) return;
    io.dispatch({ type: 'unverified', payment: p });
    io.notify(verifyFailedToast(io.supportPhone));
  } finally {
    io.dispatch({ type: 'done' });
  }
}

/**
 * A verify that failed or did not answer may still have settled (the webhook or the reconciler
 * got there): ask the record a few times before calling it unconfirmed.
 */
async function settledMeanwhile(cfg: PayFlowConfig, p: PreparedPayment, io: PayFlowIO): Promise<boolean> {
  const attempts = io.pollAttempts ?? POLL_ATTEMPTS;
  for (let i = 0; i < attempts; i++) {
    await io.sleep(io.pollIntervalMs ?? POLL_INTERVAL_MS);
    if (!io.active()) return false;
    const status: PaymentStatus | null = await cfg.status(p).catch(() => null);
    if (status === 'completed') return true;
  }
  return false;
}

function successToast(p: PreparedPayment, paymentId: string, m: PayFlowMessages): ToastSpec {
  const base = paymentSuccessToast(p.amount, paymentId);
  return {
    ...base,
    title: m.successTitle ?? base.title,
    description: m.successDescription ? m.successDescription(p, paymentId) : base.description,
  };
}
