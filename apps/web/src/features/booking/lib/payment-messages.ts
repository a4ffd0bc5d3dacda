import { errorCodeOf } from '@sankalp/shared/api/errors';
import { totalChangedAmountOf } from '../../../lib/payments/pay-flow-run';

/** What a failed booking call means for the puja page. */
export type PayFailure =
  | { type: 'total-changed'; amount: number }
  | { type: 'closed'; message: string }
  | { type: 'paid' }
  | { type: 'expired' }
  | { type: 'sankalp-missing'; message: string }
  | { type: 'error'; message: string };

/**
 * Classifies a failure of POST /poojabooking/ or /poojabooking/chadhavabooking by the answer's
 * `code` (packages/shared/src/api/errors.ts), never by the wording of its message.
 */
export function classifyPayFailure(err: { message: string; body?: unknown } | null | undefined): PayFailure {
  const message = err?.message ?? '';
  switch (errorCodeOf(err?.body)) {
    case 'total_changed': {
      const amount = totalChangedAmountOf(err?.body);
      return amount !== null ? { type: 'total-changed', amount } : { type: 'error', message };
    }
    case 'booking_closed':
      return { type: 'closed', message };
    case 'already_paid':
      return { type: 'paid' };
    case 'booking_expired':
      return { type: 'expired' };
    case 'sankalp_not_found':
      return { type: 'sankalp-missing', message };
    default:
      return { type: 'error', message };
  }
}
