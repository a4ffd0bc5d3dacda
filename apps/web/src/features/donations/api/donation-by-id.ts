import { useQuery } from '@tanstack/react-query';
import type { DonationView } from '@sankalp/shared/api/donations';
import { ApiError, apiGet } from '../../../lib/api';
import { withAccessKey } from '../../../lib/payments';

/** GET /donationsbooking/{id}?key= — one donation as the server vouches for it. */
export async function fetchDonation(id: string, key: string | null, signal?: AbortSignal): Promise<DonationView> {
  const data = await apiGet<{ donation: DonationView }>(withAccessKey(`/donationsbooking/${encodeURIComponent(id)}`, key), signal);
  return data.donation;
}

/** The receipt page's donation; `refetchInterval` decides the polling while the payment is pending. */
export function useDonation(id: string, key: string | null, refetchInterval: (donation: DonationView | undefined) => number | false) {
  return useQuery({
    queryKey: ['donations', 'donation', id, key ?? ''],
    queryFn: ({ signal }) => fetchDonation(id, key, signal),
    enabled: id !== '',
    refetchInterval: (q) => refetchInterval(q.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
    // A wrong or missing key is a 404: asking again will not change it.
    retry: (count, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && count < 2,
  });
}
