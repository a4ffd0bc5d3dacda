/**
 * What a confirmation page (puja, chadhava, donation) shows for its record's payment, as the
 * server vouches for it. A pending payment is asked after every 3 s for about 2 minutes.
 */
export const POLL_INTERVAL_MS = 3000;
export const POLL_WINDOW_MS = 2 * 60 * 1000;

export type ConfirmationState = 'confirmed' | 'confirming' | 'delayed' | 'review' | 'failed' | 'expired';

/**
 * The state for a payment_status `elapsed` ms after the page opened. `needsReview`: money arrived
 * that the record could not take (a person settles or refunds it) — never shown as paid or failed.
 * A pending payment is `confirming` for `windowMs` (a page may wait less), then `delayed`.
 */
export function confirmationState(
  status: string,
  elapsedMs: number,
  needsReview = false,
  windowMs = POLL_WINDOW_MS,
): ConfirmationState {
  if (needsReview) return 'review';
  // Paid, then refunded in full (issue 14): the page shows the refund beside the payment.
  if (status === 'completed' || status === 'refunded') return 'confirmed';
  if (status === 'expired') return 'expired';
  if (status === 'failed') return 'failed';
  return elapsedMs < windowMs ? 'confirming' : 'delayed';
}

/** refetchInterval: every 3 s while confirming, then stop. */
export const pollInterval = (
  status: string | undefined,
  elapsedMs: number,
  needsReview = false,
  windowMs = POLL_WINDOW_MS,
): number | false =>
  status !== undefined && confirmationState(status, elapsedMs, needsReview, windowMs) === 'confirming'
    ? POLL_INTERVAL_MS
    : false;
