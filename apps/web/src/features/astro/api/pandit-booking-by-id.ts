import type { PanditBookingView } from '@sankalp/shared/api/pandit-bookings';
import { apiGet } from '../../../lib/api';
import { useSettlingRecord, withAccessKey } from '../../../lib/payments';

/** GET /pandit-bookings/{id}?key= — the owner's session or the booking's access key, else 404. */
export async function fetchPanditBooking(id: string, key: string | null, signal?: AbortSignal): Promise<PanditBookingView> {
  const data = await apiGet<{ booking: PanditBookingView }>(withAccessKey(`/pandit-bookings/${encodeURIComponent(id)}`, key), signal);
  return data.booking;
}

/** The receipt page's consultation, asked again while its payment settles. */
export const usePanditBooking = (id: string, key: string | null) =>
  useSettlingRecord(['astro', 'booking', id, key ?? ''], (signal) => fetchPanditBooking(id, key, signal));
