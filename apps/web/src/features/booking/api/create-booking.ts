import type { PujaBookingCreated } from '@sankalp/shared/api/bookings';
import type { PujaCheckoutInput } from '@sankalp/shared/schemas/pujaCheckout';
import { apiPost } from '../../../lib/api';
import { rememberAccessKey } from '../../../lib/payments';

/**
 * POST /poojabooking/ — the pending booking (with its chadhava) and one payment order for the
 * final total. The server recomputes the total: a different one is a 409 `total_changed` with the
 * current figure. The booking's access key is remembered at once (its confirmation needs it).
 */
export async function createBooking(body: PujaCheckoutInput): Promise<PujaBookingCreated> {
  const res = await apiPost<{ data: PujaBookingCreated }>('/poojabooking/', body);
  rememberAccessKey('puja_booking', res.data.booking._id, res.data.accessKey);
  return res.data;
}
