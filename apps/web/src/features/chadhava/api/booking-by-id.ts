import type { ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import { apiGet } from '../../../lib/api';
import { keyQuery, useSettlingRecord } from '../../../lib/payments';

/** GET /chadhava-bookings/{id}?key= — the owner's session or the booking's access key, else 404. */
export async function fetchChadhavaBooking(id: string, signal?: AbortSignal): Promise<ChadhavaBookingView> {
  const data = await apiGet<{ booking: ChadhavaBookingView }>(
    `/chadhava-bookings/${encodeURIComponent(id)}${keyQuery('chadhava_booking', id)}`,
    signal,
  );
  return data.booking;
}

export const chadhavaBookingKey = (id: string) => ['chadhava', 'booking', id] as const;

/** The success page's booking, asked again while its payment settles. */
export const useChadhavaBooking = (id: string) =>
  useSettlingRecord(chadhavaBookingKey(id), (signal) => fetchChadhavaBooking(id, signal));
