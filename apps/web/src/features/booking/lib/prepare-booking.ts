import type { PujaBookingCreated } from '@sankalp/shared/api/bookings';
import { isNotFound } from '../../../lib/api';
import { accessKeyFor, type PreparedPayment } from '../../../lib/payments';
import { loadDraft, saveDraft, type DraftBooking, type DraftStorage } from './draft';
import { planPayment } from './selection';

type BookingState = { payment_status: string; order_id: string | null };

/**
 * The puja's prepare step of the pay flow: one booking per visit and one order per booking.
 * Reopens the booking of the draft when nothing changed, updates its chadhava when that changed,
 * otherwise creates a new one (planPayment); 'paid' when the draft's booking is already paid.
 */
export async function preparePujaBooking(input: {
  storage: DraftStorage | null;
  slug: string;
  sankalpId: string;
  packageId: string;
  key: string;
  carriesChadhava: boolean;
  create: () => Promise<PujaBookingCreated>;
  update: (bookingId: string) => Promise<PujaBookingCreated>;
  read: (bookingId: string) => Promise<BookingState>;
}): Promise<DraftBooking | 'paid'> {
  const { storage, slug, sankalpId, packageId, key } = input;
  const stored = loadDraft(storage, slug).booking;
  let server: { status: string; orderId: string | null } | null = null;
  if (stored && stored.sankalpId === sankalpId && stored.packageId === packageId) {
    try {
      const b = await input.read(stored.id);
      server = { status: b.payment_status, orderId: b.order_id };
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  const plan = planPayment({
    draft: stored && { ...stored, orderId: stored.order.id },
    sankalpId,
    packageId,
    key,
    carriesChadhava: input.carriesChadhava,
    server,
  });
  if (plan === 'paid') return 'paid';
  if (plan === 'reuse' && stored) return stored;
  const res = plan === 'update' && stored ? await input.update(stored.id) : await input.create();
  const booking: DraftBooking = {
    id: res.booking._id,
    sankalpId,
    packageId,
    key,
    order: res.order,
    amount: res.amount,
    keyId: res.keyId,
  };
  saveDraft(storage, slug, { booking });
  return booking;
}

/** The pay flow's view of a draft booking (its access key was remembered when it was made). */
export const preparedOf = (b: DraftBooking): PreparedPayment => ({
  kind: 'puja_booking',
  id: b.id,
  accessKey: accessKeyFor('puja_booking', b.id) ?? '',
  order: b.order,
  amount: b.amount,
  keyId: b.keyId,
});
