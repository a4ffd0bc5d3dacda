import type { PujaBookingView } from '@sankalp/shared/api/bookings';
import { apiGet } from '../../../lib/api';
import { keyQuery, useSettlingRecord } from '../../../lib/payments';

/**
 * GET /poojabooking/{id}?key= — one booking as the server vouches for it. It needs the owner's
 * session or the booking's access key (remembered when it was made, or taken from the link).
 */
export async function fetchBooking(id: string, signal?: AbortSignal): Promise<PujaBookingView> {
  const data = await apiGet<{ booking: PujaBookingView }>(
    `/poojabooking/${encodeURIComponent(id)}${keyQuery('puja_booking', id)}`,
    signal,
  );
  return data.booking;
}

export const bookingQueryKey = (id: string) => ['booking', 'puja', id] as const;

/** The confirmation page's booking, asked again while its payment settles. */
export const useBooking = (id: string) => useSettlingRecord(bookingQueryKey(id), (signal) => fetchBooking(id, signal));
