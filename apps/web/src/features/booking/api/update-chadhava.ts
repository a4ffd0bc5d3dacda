import type { PujaBookingCreated } from '@sankalp/shared/api/bookings';
import type { ChadhavaForPujaInput } from '@sankalp/shared/schemas/pujaBooking';
import { apiPost } from '../../../lib/api';
import { keyQuery, rememberAccessKey } from '../../../lib/payments';

/**
 * POST /poojabooking/chadhavabooking?key= — the changed chadhava of an unpaid booking; answers the
 * booking and its order (a new one only when the total changed).
 */
export async function updateChadhava(body: ChadhavaForPujaInput): Promise<PujaBookingCreated> {
  const res = await apiPost<{ data: PujaBookingCreated }>(
    `/poojabooking/chadhavabooking${keyQuery('puja_booking', body.pujaId)}`,
    body,
  );
  rememberAccessKey('puja_booking', res.data.booking._id, res.data.accessKey);
  return res.data;
}
