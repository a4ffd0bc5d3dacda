import type { PanditBookingCreated, PanditBookingView, TimeInterval } from '@sankalp/shared/api/pandit-bookings';
import type { PreparedPayment } from '../../../lib/payments';
import type { DraftConsultBooking } from './consult-draft';

/** A held time this close to lapsing is not worth reopening: a new booking holds it afresh. */
export const HOLD_MARGIN_MS = 60_000;

type ServerBooking = Pick<PanditBookingView, 'payment_status' | 'order_id' | 'hold_expires_at'>;

/**
 * What Pay does with the booking the draft holds (there is no update call for a consultation):
 * - paid already (another tab, a late verify) → `paid`: show its receipt, never pay twice;
 * - made for exactly this request, pending on our order, its time still held → `reuse`;
 * - otherwise (none, changed, failed, expired, lapsing) → `create`; the old hold lapses by itself.
 */
export function planConsultPayment(input: {
  stored: DraftConsultBooking | undefined;
  key: string;
  server: ServerBooking | null;
  now: number;
}): 'create' | 'reuse' | 'paid' {
  const { stored, server } = input;
  if (!stored || !server) return 'create';
  if (server.payment_status === 'completed') return 'paid';
  if (stored.key !== input.key || server.payment_status !== 'pending' || server.order_id !== stored.order.id) return 'create';
  const holdEnds = server.hold_expires_at ? Date.parse(server.hold_expires_at) : Number.NaN;
  return Number.isFinite(holdEnds) && holdEnds - input.now > HOLD_MARGIN_MS ? 'reuse' : 'create';
}

/** The create answer as the draft keeps it. */
export const draftBookingOf = (created: PanditBookingCreated, key: string): DraftConsultBooking => ({
  id: created.booking._id,
  reference: created.booking.reference,
  key,
  order: created.order,
  amount: created.amount,
  keyId: created.keyId,
});

/** The draft's booking as the pay flow pays it. */
export const preparedOf = (b: DraftConsultBooking, accessKey: string): PreparedPayment => ({
  kind: 'pandit_booking',
  id: b.id,
  accessKey,
  order: b.order,
  amount: b.amount,
  keyId: b.keyId,
});

/** /astro-booking-success?booking={id}[&key=] (the page remembers the key, then drops it from the address). */
export const receiptPath = (bookingId: string, key?: string | null) =>
  `/astro-booking-success?booking=${encodeURIComponent(bookingId)}${key ? `&key=${encodeURIComponent(key)}` : ''}`;

const isInterval = (v: unknown): v is TimeInterval => {
  const i = v as Partial<TimeInterval> | null;
  return typeof i?.from === 'string' && typeof i.to === 'string' && !Number.isNaN(Date.parse(i.from)) && !Number.isNaN(Date.parse(i.to));
};

/** The day's free intervals a 409 slot_taken carries in `details.free`, or null when it carries none. */
export function freeOfSlotTaken(body: unknown): TimeInterval[] | null {
  const free = (body as { details?: { free?: unknown } } | null | undefined)?.details?.free;
  return Array.isArray(free) && free.every(isInterval) ? free : null;
}
