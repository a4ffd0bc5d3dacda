import type { DonationCreated } from '@sankalp/shared/api/donations';
import type { DonationRequestInput } from '@sankalp/shared/schemas/donation';
import { apiPost } from '../../../lib/api';

/**
 * POST /donationsbooking/create — the pending donation and its payment order. The server prices
 * the sevas itself: a `totalAmount` that differs is a 409 `total_changed` with the current figure.
 */
export async function createDonation(body: DonationRequestInput): Promise<DonationCreated> {
  const res = await apiPost<{ data: DonationCreated }>('/donationsbooking/create', body);
  return res.data;
}
