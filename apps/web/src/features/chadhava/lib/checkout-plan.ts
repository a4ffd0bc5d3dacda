import type { ChadhavaBookingCreated, ChadhavaBookingView } from '@sankalp/shared/api/chadhava-bookings';
import type { ChadhavaBookingInput } from '@sankalp/shared/schemas/chadhavaBooking';
import { isNotFound } from '../../../lib/api';
import type { SessionDraft } from '../../../lib/session-draft';
import { donorInput } from './checkout-form';
import type { DonorForm } from './donor-form';
import type { ChadhavaDraft, DraftChadhavaBooking } from './selection-storage';
import type { Selection } from './selection';

/** POST /chadhava-bookings/: the event, the donor, the offerings picked and the total the devotee sees. */
export function bookingRequest(eventId: string, selection: Selection, donor: DonorForm, total: number): ChadhavaBookingInput {
  return {
    event: eventId,
    donorDetails: donorInput(donor),
    offerings: Object.entries(selection).map(([offering, quantity]) => ({ offering, quantity })),
    totalAmount: total,
  };
}

/** A fingerprint of what a booking was made for: the same request may reopen it. */
export const bookingKey = (req: ChadhavaBookingInput) =>
  JSON.stringify([req.event, [...(req.offerings ?? [])].sort((a, b) => a.offering.localeCompare(b.offering)), req.donorDetails, req.totalAmount]);

/** A held slot this close to lapsing is not worth reopening: a new booking holds a fresh one. */
export const HOLD_MARGIN_MS = 60_000;

export type ChadhavaPlan = 'create' | 'reuse' | 'paid';

type ServerBooking = Pick<ChadhavaBookingView, 'payment_status' | 'order_id' | 'hold_expires_at'>;

/**
 * What Pay does with the booking of this tab's draft (no update call exists for event bookings):
 * - paid already → paid (show it);
 * - made for exactly this request, still pending with our order and its slot held → reuse;
 * - otherwise (none, changed, failed, expired, lapsing) → create a new one; the old hold lapses.
 */
export function planChadhavaPayment(input: {
  draft: DraftChadhavaBooking | undefined;
  key: string;
  server: ServerBooking | null;
  now: number;
}): ChadhavaPlan {
  const { draft, server } = input;
  if (!draft || !server) return 'create';
  if (server.payment_status === 'completed') return 'paid';
  if (draft.key !== input.key || server.payment_status !== 'pending' || server.order_id !== draft.order.id) return 'create';
  const holdEnds = server.hold_expires_at ? Date.parse(server.hold_expires_at) : Number.NaN;
  return Number.isFinite(holdEnds) && holdEnds - input.now > HOLD_MARGIN_MS ? 'reuse' : 'create';
}

/** The chadhava's prepare step of the pay flow: reopen the draft's booking, or make a new one. */
export async function prepareChadhavaBooking(input: {
  draft: SessionDraft<ChadhavaDraft>;
  request: ChadhavaBookingInput;
  create: (req: ChadhavaBookingInput) => Promise<ChadhavaBookingCreated>;
  read: (bookingId: string) => Promise<ServerBooking>;
  now?: number;
}): Promise<{ booking: DraftChadhavaBooking; paid: boolean }> {
  const stored = input.draft.load()?.booking;
  const key = bookingKey(input.request);
  let server: ServerBooking | null = null;
  if (stored) {
    try {
      server = await input.read(stored.id);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  const plan = planChadhavaPayment({ draft: stored, key, server, now: input.now ?? Date.now() });
  if (stored && plan === 'paid') return { booking: stored, paid: true };
  if (stored && plan === 'reuse') return { booking: stored, paid: false };
  const res = await input.create(input.request);
  const booking: DraftChadhavaBooking = {
    id: res.booking._id,
    reference: res.booking.reference,
    key,
    order: res.order,
    amount: res.amount,
    keyId: res.keyId,
  };
  input.draft.save({ booking });
  return { booking, paid: false };
}
