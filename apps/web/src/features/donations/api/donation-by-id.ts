import type { DonationView } from '@sankalp/shared/api/donations';
import { apiGet } from '../../../lib/api';
import { useSettlingQuery, withAccessKey } from '../../../lib/payments';
import { RECEIPT_POLL_WINDOW_MS, receiptPollInterval } from '../lib/receipt-state';

/** GET /donationsbooking/{id}?key= — one donation as the server vouches for it. */
export async function fetchDonation(id: string, key: string | null, signal?: AbortSignal): Promise<DonationView> {
  const data = await apiGet<{ donation: DonationView }>(withAccessKey(`/donationsbooking/${encodeURIComponent(id)}`, key), signal);
  return data.donation;
}

/** The receipt page's donation, asked again while its payment or its receipt is being settled. */
export const useDonation = (id: string, key: string | null) =>
  useSettlingQuery(['donations', 'donation', id, key ?? ''], (signal) => fetchDonation(id, key, signal), receiptPollInterval, RECEIPT_POLL_WINDOW_MS);
