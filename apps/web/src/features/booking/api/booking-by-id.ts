import { useQuery } from '@tanstack/react-query';
import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { apiGet } from '../../../lib/api';

/** GET /poojabooking/{id} — one booking as the server vouches for it. */
export async function fetchBooking(id: string, signal?: AbortSignal): Promise<PujaBookingView> {
  const data = await apiGet<{ booking: PujaBookingView }>(`/poojabooking/${encodeURIComponent(id)}`, signal);
  return data.booking;
}

/** The confirmation page's booking; `refetchInterval` decides the polling while a payment is pending. */
export function useBooking(id: string, refetchInterval: (booking: PujaBookingView | undefined) => number | false) {
  return useQuery({
    queryKey: ['booking', 'puja', id],
    queryFn: ({ signal }) => fetchBooking(id, signal),
    enabled: id !== '',
    refetchInterval: (q) => refetchInterval(q.state.data),
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}
