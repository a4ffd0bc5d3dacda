/**
 * The refund tiers the console suggests an amount from (issue 14; spec part 3, "Policy figures
 * stated in text"): a puja cancelled more than 24 hours before it 100 %, 12-24 hours 50 %, under
 * 12 hours none; a consultation the astrologer did not join within 15 minutes 100 %, one held for
 * less than half its time 50 %. The operator may override within their limit.
 */
import type { RefundTier } from './api/admin-refunds';

export type { RefundTier };

const HOUR_MS = 60 * 60 * 1000;

/** What a consultation's refund depends on: did the pandit join, and for how much of it. */
export type ConsultationAttendance = 'no_show' | 'partial' | 'held';

export type RefundTierInput =
  /** A puja (or a chadhava offered at a puja event): its date. */
  | { kind: 'puja_booking' | 'chadhava_booking'; at: Date; now: Date }
  | { kind: 'pandit_booking'; attendance?: ConsultationAttendance }
  | { kind: 'donation' | 'product_order' | 'prasad_order' };

/** The tier of the puja-date rule: hours left until the puja. */
export function pujaTier(at: Date, now: Date): RefundTier {
  const hours = (at.getTime() - now.getTime()) / HOUR_MS;
  if (hours > 24) return { percent: 100, reason: 'More than 24 hours before the puja: full refund' };
  if (hours >= 12) return { percent: 50, reason: '12-24 hours before the puja: half refund' };
  if (hours > 0) return { percent: 0, reason: 'Under 12 hours before the puja: no refund' };
  return { percent: 0, reason: 'The puja has taken place: no refund' };
}

/** The tier for one payable record. */
export function refundTier(input: RefundTierInput): RefundTier {
  switch (input.kind) {
    case 'puja_booking':
    case 'chadhava_booking':
      return pujaTier(input.at, input.now);
    case 'pandit_booking':
      if (input.attendance === 'no_show')
        return { percent: 100, reason: 'The pandit did not join within 15 minutes: full refund' };
      if (input.attendance === 'partial')
        return { percent: 50, reason: 'Less than half of the consultation was held: half refund' };
      return {
        percent: 0,
        reason: 'No tier applies unless the pandit did not join (100 %) or less than half was held (50 %)',
      };
    case 'donation':
      return {
        percent: 0,
        reason: 'Donations have no refund tier: refund on request (15-30 days once passed to the temple)',
      };
    case 'product_order':
      return { percent: 0, reason: 'Store orders have no refund tier: refund what was not delivered' };
    case 'prasad_order':
      return { percent: 0, reason: 'Prasad orders have no refund tier: refund what was not delivered' };
  }
}

/**
 * The suggested amount in paise: the tier's share of what was paid, never more than what is
 * still refundable (rounded down to the paisa).
 */
export function suggestedRefundPaise(tier: RefundTier, paidPaise: number, refundablePaise: number): number {
  return Math.max(0, Math.min(refundablePaise, Math.floor((paidPaise * tier.percent) / 100)));
}
