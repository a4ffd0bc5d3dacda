/** The confirmation page asks again every 3 s while a payment is pending, for about 2 minutes. */
export const POLL_INTERVAL_MS = 3000;
export const POLL_WINDOW_MS = 2 * 60 * 1000;

export type ConfirmationState = 'confirmed' | 'confirming' | 'delayed' | 'failed' | 'expired';

/** What the confirmation page shows for a booking's payment_status, `elapsed` ms after it opened. */
export function confirmationState(status: string, elapsedMs: number): ConfirmationState {
  if (status === 'completed') return 'confirmed';
  if (status === 'expired') return 'expired';
  if (status === 'failed') return 'failed';
  return elapsedMs < POLL_WINDOW_MS ? 'confirming' : 'delayed';
}

/** refetchInterval: every 3 s while confirming, then stop. */
export const pollInterval = (status: string | undefined, elapsedMs: number): number | false =>
  status !== undefined && confirmationState(status, elapsedMs) === 'confirming' ? POLL_INTERVAL_MS : false;
