import type { ChadhavaBookingCreated } from '@sankalp/shared/api/chadhava-bookings';
import type { ChadhavaBookingInput } from '@sankalp/shared/schemas/chadhavaBooking';
import { apiPost } from '../../../lib/api';
import { rememberAccessKey } from '../../../lib/payments';

/**
 * POST /chadhava-bookings/ — the pending booking (holding one slot for 15 minutes) and its
 * payment order for the server's total (a different client total is a 409 `total_changed`).
 * The access key is remembered at once: the success page reads the booking with it.
 */
export async function createChadhavaBooking(body: ChadhavaBookingInput): Promise<ChadhavaBookingCreated> {
  const res = await apiPost<{ data: ChadhavaBookingCreated }>('/chadhava-bookings/', body);
  rememberAccessKey('chadhava_booking', res.data.booking._id, res.data.accessKey);
  return res.data;
}
