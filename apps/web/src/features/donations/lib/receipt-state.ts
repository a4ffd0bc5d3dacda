import type { DonationView } from '@sankalp/shared/api/donations';
import { POLL_INTERVAL_MS, confirmationState, pollInterval } from '../../../lib/payments';
import { donationsT } from '../i18n';
import { no80GReason, reasonsOf } from './no-80g';

/** While a payment is pending, the receipt page asks again every 3 s for 30 s, then waits calmly. */
export const RECEIPT_POLL_MS = POLL_INTERVAL_MS;
export const RECEIPT_POLL_WINDOW_MS = 30_000;

/**
 * What the receipt page shows (the confirmation states of every payable kind, in a donation's words):
 * - paid: the receipt;
 * - confirming / delayed: the payment is not settled yet (asked again for a while, then a calm word);
 * - review: the money is recorded but the donation could not take it (a person settles or refunds);
 * - unpaid: the payment failed or the order expired (nothing was charged).
 */
export type ReceiptState = 'paid' | 'confirming' | 'delayed' | 'review' | 'unpaid';

type Status = Pick<DonationView, 'payment_status' | 'needs_review'>;

export function receiptState(d: Status, elapsedMs: number): ReceiptState {
  const state = confirmationState(d.payment_status, elapsedMs, d.needs_review, RECEIPT_POLL_WINDOW_MS);
  if (state === 'confirmed') return 'paid';
  if (state === 'failed' || state === 'expired') return 'unpaid';
  return state;
}

/** refetchInterval: every 3 s while confirming, then stop. */
export const receiptPollInterval = (d: Status | undefined, elapsedMs: number): number | false =>
  pollInterval(d?.payment_status, elapsedMs, d?.needs_review, RECEIPT_POLL_WINDOW_MS);

/** The receipt's download label and, when no 80G applies, why (in the reader's language). */
export function receiptDownload(receipt: DonationView['receipt']): { label: string; reason: string | null } {
  return receipt.eligible80G
    ? { label: donationsT('receipt.download80G'), reason: null }
    : { label: donationsT('receipt.download'), reason: receipt.reason && (no80GReason(reasonsOf(receipt.reason)) ?? receipt.reason) };
}
