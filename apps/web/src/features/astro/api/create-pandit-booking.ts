import type { PanditBookingCreated } from '@sankalp/shared/api/pandit-bookings';
import type { PanditBookingInput } from '@sankalp/shared/schemas/panditBooking';
import { apiPost } from '../../../lib/api';
import { rememberAccessKey } from '../../../lib/payments';

/**
 * POST /pandit-bookings — the pending consultation (holding its time for 15 minutes) and its
 * payment order for the pandit's fee. A taken time is a 409 `slot_taken` carrying the day's free
 * times; a different fee a 409 `total_changed`. The access key is remembered at once: the receipt
 * page reads the booking with it.
 */
export async function createPanditBooking(body: PanditBookingInput): Promise<PanditBookingCreated> {
  const res = await apiPost<{ data: PanditBookingCreated }>('/pandit-bookings', body);
  rememberAccessKey('pandit_booking', res.data.booking._id, res.data.accessKey);
  return res.data;
}
