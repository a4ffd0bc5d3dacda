import type { PujaBookingCreated } from '@sankalp/shared/api/bookings';
import type { PujaCheckoutInput } from '@sankalp/shared/schemas/pujaCheckout';
import { apiPost } from '../../../lib/api';

/**
 * POST /poojabooking/ — the pending booking (with its chadhava) and one payment order for the
 * final total. The server recomputes the total: a different one is a 409 with the current figure.
 */
export async function createBooking(body: PujaCheckoutInput): Promise<PujaBookingCreated> {
  const res = await apiPost<{ data: PujaBookingCreated }>('/poojabooking/', body);
  return res.data;
}
