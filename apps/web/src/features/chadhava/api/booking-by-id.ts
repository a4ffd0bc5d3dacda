import { useQuery } from '@tanstack/react-query';
import type { ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import { ApiError, apiGet } from '../../../lib/api';
import { keyQuery } from '../../../lib/payments';

/** GET /chadhava-bookings/{id}?key= — the owner's session or the booking's access key, else 404. */
export async function fetchChadhavaBooking(id: string, signal?: AbortSignal): Promise<ChadhavaBookingView> {
  const data = await apiGet<{ booking: ChadhavaBookingView }>(
    `/chadhava-bookings/${encodeURIComponent(id)}${keyQuery('chadhava_booking', id)}`,
    signal,
  );
  return data.booking;
}

export const chadhavaBookingKey = (id: string) => ['chadhava', 'booking', id] as const;

/** The success page's booking; `refetchInterval` decides the polling while a payment is pending. */
export function useChadhavaBooking(
  id: string,
  refetchInterval: (booking: ChadhavaBookingView | undefined) => number | false,
) {
  return useQuery({
    queryKey: chadhavaBookingKey(id),
    queryFn: ({ signal }) => fetchChadhavaBooking(id, signal),
    enabled: id !== '',
    refetchInterval: (q) => refetchInterval(q.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
    // A 404 stays a 404 (no key, or not this devotee's): asking again changes nothing.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });
}
