import { useQuery } from '@tanstack/react-query';
import type { PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import { ApiError, apiGet } from '../../../lib/api';
import { withAccessKey } from '../../../lib/payments';

/** GET /pandit-bookings/{id}?key= — the owner's session or the booking's access key, else 404. */
export async function fetchPanditBooking(id: string, key: string | null, signal?: AbortSignal): Promise<PanditBookingView> {
  const data = await apiGet<{ booking: PanditBookingView }>(withAccessKey(`/pandit-bookings/${encodeURIComponent(id)}`, key), signal);
  return data.booking;
}

/** The receipt page's consultation; `refetchInterval` decides the polling while the payment is pending. */
export function usePanditBooking(
  id: string,
  key: string | null,
  refetchInterval: (booking: PanditBookingView | undefined) => number | false,
) {
  return useQuery({
    queryKey: ['astro', 'booking', id, key ?? ''],
    queryFn: ({ signal }) => fetchPanditBooking(id, key, signal),
    enabled: id !== '',
    refetchInterval: (q) => refetchInterval(q.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
    // A wrong or missing key is a 404: asking again will not change it.
    retry: (count, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && count < 2,
  });
}
