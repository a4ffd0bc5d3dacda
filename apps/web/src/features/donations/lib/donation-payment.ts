import type { DonationCreated, DonationView } from '@sankalp/shared/api/donations';
import type { Donor, DonationRequestInput } from '@sankalp/shared/schemas/donation';
import type { PreparedPayment } from '../../../lib/payments';
import type { DonationDraft } from './donation-draft';
import type { Gift } from './donation-selection';

/** POST /donationsbooking/create for this gift and donor; `totalAmount` is the figure the donor saw. */
export function donationRequest(campaignId: string, gift: Gift, donor: Donor): DonationRequestInput {
  return {
    campaign_id: campaignId,
    sevas: gift.lines.map((l) => ({ seva_id: l.sevaId, quantity: l.quantity })),
    custom_donation: gift.breakdown.customAmountTotal,
    donor,
    totalAmount: gift.breakdown.totalAmount,
  };
}

/** Two requests for the same gift by the same donor answer to the same key. */
export const requestKeyOf = (request: DonationRequestInput) => JSON.stringify(request);

export const preparedFrom = (created: DonationCreated): PreparedPayment => ({
  kind: 'donation',
  id: created.donation._id,
  accessKey: created.accessKey,
  order: created.order,
  amount: created.amount,
  keyId: created.keyId,
});

/**
 * What Pay does with the donation the draft already holds:
 * - `paid`: it is paid already (another tab, a late verify): go to its receipt, never pay twice;
 * - `reuse`: same request, still pending on the same order: reopen that order;
 * - `create`: a new donation (first Pay, another gift or donor, or the old one failed or expired).
 */
export function planDonationPayment(
  stored: DonationDraft['payment'] | undefined,
  requestKey: string,
  server: Pick<DonationView, 'payment_status' | 'order_id'> | null,
): 'paid' | 'reuse' | 'create' {
  if (!stored || !server) return 'create';
  if (server.payment_status === 'completed') return 'paid';
  const same = stored.requestKey === requestKey && server.order_id === stored.prepared.order.id;
  return same && server.payment_status === 'pending' ? 'reuse' : 'create';
}
